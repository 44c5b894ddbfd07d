import type { OperationView } from "./operation-view.ts";
import { SAMPLE_LANGUAGES, type SampleLanguage } from "./sample-languages.ts";

export { SAMPLE_LANGUAGES, type SampleLanguage };

/** A generated request sample in one language. */
export interface CodeSample {
  id: SampleLanguage;
  label: string;
  /** shiki language used to highlight the sample. */
  language: string;
  code: string;
}

/**
 * The environment variable every sample reads the access token from, as content/STYLE.md
 * ("Examples") names it, so a copied sample runs without editing.
 */
export const ACCESS_TOKEN_VARIABLE = "TIDEWIRE_ACCESS_TOKEN";

/** The header that makes a request idempotent (API-CONVENTIONS.md, "Idempotency and retries"). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * A header a sample sends: a literal value, the bearer token read from {@link ACCESS_TOKEN_VARIABLE},
 * or a new idempotency key the sample generates (a UUID v4, kept for retries of the same request).
 */
export type SampleHeader =
  | { name: string; kind: "literal"; value: string }
  | { name: string; kind: "bearer-token" }
  | { name: string; kind: "fresh-key" };

/** What every language needs to know about the request. */
interface RequestParts {
  method: string;
  url: string;
  headers: SampleHeader[];
  /** JSON body text (pretty), or null. */
  json: string | null;
  jsonValue: unknown;
  /** Multipart form fields: text fields and one file field. */
  multipart: { fields: [string, string][]; file: string | null } | null;
}

const exampleValue = (value: unknown, fallback: string) =>
  value === undefined || value === null ? fallback : String(value);

/**
 * The request an operation's samples send: the first server (sandbox), path parameters and
 * required query parameters filled with their examples, the bearer token (unless the operation
 * needs none), a new `Idempotency-Key` when the operation accepts one, the other header parameters
 * only when they are required (an optional header such as `Tidewire-On-Behalf-Of` changes what the
 * call does, so a sample sent as copied must not carry it), and the request body example at
 * `exampleIndex` (the first by default).
 */
export function requestParts(view: OperationView, exampleIndex = 0): RequestParts {
  let path = view.path;
  for (const parameter of view.parameters.path)
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(exampleValue(parameter.example, parameter.name)));
  const query = view.parameters.query.filter((p) => p.required);
  const search = query.length
    ? `?${query.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(exampleValue(p.example, p.name))}`).join("&")}`
    : "";
  const headers: SampleHeader[] = [];
  if (view.security.length) headers.push({ name: "Authorization", kind: "bearer-token" });
  for (const parameter of view.parameters.header)
    if (parameter.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase())
      headers.push({ name: parameter.name, kind: "fresh-key" });
    else if (parameter.required)
      headers.push({ name: parameter.name, kind: "literal", value: exampleValue(parameter.example, "value") });
  const body = view.requestBody;
  const example = body?.examples[exampleIndex]?.value;
  let json: string | null = null;
  let multipart: RequestParts["multipart"] = null;
  if (body && body.contentType.includes("json")) {
    headers.push({ name: "Content-Type", kind: "literal", value: "application/json" });
    json = JSON.stringify(example ?? {}, null, 2);
  } else if (body && body.contentType.startsWith("multipart/")) {
    const fields: [string, string][] = [];
    let file: string | null = null;
    for (const property of body.schema.children) {
      if (property.format === "binary" || property.type.includes("binary")) file = property.name;
      else {
        const value = (example as Record<string, unknown> | undefined)?.[property.name];
        if (value !== undefined && typeof value !== "object") fields.push([property.name, String(value)]);
      }
    }
    multipart = { fields, file };
  }
  const server = view.servers[0]?.url.replace(/\/$/, "") ?? "";
  return { method: view.method, url: `${server}${path}${search}`, headers, json, jsonValue: example, multipart };
}

/**
 * How one language writes a header's value: a literal as a string literal, the bearer token as an
 * expression reading {@link ACCESS_TOKEN_VARIABLE}, a fresh key as the variable its prelude sets.
 */
interface HeaderSyntax {
  literal: (text: string) => string;
  token: string;
  key: string;
  /** Statements that set the `key` variable, placed before the request. */
  keyPrelude: string[];
}

const KEY_COMMENT = "A new key for each new request; send the same key again when you retry this one.";

/** Each header of a request (but those `skip` names) as a name and a value expression in one language. */
function headerValues(r: RequestParts, syntax: HeaderSyntax, skip: (name: string) => boolean = () => false) {
  return r.headers
    .filter((header) => !skip(header.name))
    .map((header) => ({
      name: header.name,
      value:
        header.kind === "literal"
          ? syntax.literal(header.value)
          : header.kind === "bearer-token"
            ? syntax.token
            : syntax.key,
    }));
}

/** The statements a language's sample needs before the request: the idempotency key, when it sends one. */
const keyPrelude = (r: RequestParts, syntax: HeaderSyntax): string[] =>
  r.headers.some((header) => header.kind === "fresh-key") ? [...syntax.keyPrelude, ""] : [];

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const indent = (text: string, spaces: number) =>
  text
    .split("\n")
    .map((line, index) => (index === 0 ? line : " ".repeat(spaces) + line))
    .join("\n");

function curl(r: RequestParts): string {
  const prelude = r.headers.some((header) => header.kind === "fresh-key")
    ? [`# ${KEY_COMMENT}`, "IDEMPOTENCY_KEY=$(uuidgen)", ""]
    : [];
  const lines = [`curl --request ${r.method} ${shellQuote(r.url)}`];
  for (const header of r.headers)
    lines.push(
      header.kind === "literal"
        ? `  --header ${shellQuote(`${header.name}: ${header.value}`)}`
        : header.kind === "bearer-token"
          ? `  --header "${header.name}: Bearer $${ACCESS_TOKEN_VARIABLE}"`
          : `  --header "${header.name}: $IDEMPOTENCY_KEY"`,
    );
  if (r.json !== null) lines.push(`  --data ${shellQuote(r.json)}`);
  if (r.multipart) {
    for (const [name, value] of r.multipart.fields) lines.push(`  --form ${shellQuote(`${name}=${value}`)}`);
    if (r.multipart.file) lines.push(`  --form ${shellQuote(`${r.multipart.file}=@invoice.pdf`)}`);
  }
  return [...prelude, lines.join(" \\\n")].join("\n");
}

const JAVASCRIPT: HeaderSyntax = {
  literal: (text) => JSON.stringify(text),
  token: `\`Bearer \${process.env.${ACCESS_TOKEN_VARIABLE}}\``,
  key: "idempotencyKey",
  keyPrelude: [`// ${KEY_COMMENT}`, "const idempotencyKey = crypto.randomUUID();"],
};

function javascript(r: RequestParts): string {
  const headers = headerValues(r, JAVASCRIPT, (name) => Boolean(r.multipart) && name === "Content-Type");
  const out: string[] = [];
  if (r.multipart) {
    out.push('import { readFile } from "node:fs/promises";', "", "const form = new FormData();");
    for (const [name, value] of r.multipart.fields)
      out.push(`form.append(${JSON.stringify(name)}, ${JSON.stringify(value)});`);
    if (r.multipart.file)
      out.push(
        `form.append(${JSON.stringify(r.multipart.file)}, new Blob([await readFile("invoice.pdf")], { type: "application/pdf" }), "invoice.pdf");`,
      );
    out.push("");
  }
  out.push(...keyPrelude(r, JAVASCRIPT));
  out.push(`const response = await fetch(${JSON.stringify(r.url)}, {`, `  method: ${JSON.stringify(r.method)},`);
  if (headers.length)
    out.push("  headers: {", ...headers.map(({ name, value }) => `    ${JSON.stringify(name)}: ${value},`), "  },");
  if (r.json !== null) out.push(`  body: JSON.stringify(${indent(r.json, 2)}),`);
  if (r.multipart) out.push("  body: form,");
  out.push(
    "});",
    "",
    "if (!response.ok) {",
    "  // Errors are RFC 9457 problem details: type, title, status, detail.",
    "  throw new Error(`Tidewire API error ${response.status}: ${await response.text()}`);",
    "}",
    `console.log(${r.method === "DELETE" || /logout/.test(r.url) ? "response.status" : "await response.json()"});`,
  );
  return out.join("\n");
}

/** A JSON value as a Python literal (True/False/None), indented by 4 spaces per level. */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = "    ".repeat(level + 1);
  const close = "    ".repeat(level);
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value))
    return value.length
      ? `[\n${value.map((item) => `${pad}${pythonLiteral(item, level + 1)},`).join("\n")}\n${close}]`
      : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length
    ? `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, level + 1)},`).join("\n")}\n${close}}`
    : "{}";
}

const PYTHON: HeaderSyntax = {
  literal: (text) => JSON.stringify(text),
  token: `f"Bearer {os.environ['${ACCESS_TOKEN_VARIABLE}']}"`,
  key: "idempotency_key",
  keyPrelude: [`# ${KEY_COMMENT}`, "idempotency_key = str(uuid.uuid4())"],
};

function python(r: RequestParts): string {
  const headers = headerValues(r, PYTHON, (name) => name === "Content-Type");
  const sendsKey = r.headers.some((header) => header.kind === "fresh-key");
  const standard = [
    ...(r.headers.some((header) => header.kind === "bearer-token") ? ["os"] : []),
    ...(sendsKey ? ["uuid"] : []),
  ];
  const out = [...standard.map((name) => `import ${name}`), ...(standard.length ? [""] : []), "import requests", ""];
  out.push(...keyPrelude(r, PYTHON));
  if (r.json !== null) out.push(`payload = ${pythonLiteral(r.jsonValue ?? {})}`, "");
  out.push(`response = requests.request(`, `    ${JSON.stringify(r.method)},`, `    ${JSON.stringify(r.url)},`);
  if (headers.length)
    out.push(
      `    headers={`,
      ...headers.map(({ name, value }) => `        ${JSON.stringify(name)}: ${value},`),
      "    },",
    );
  if (r.json !== null) out.push("    json=payload,");
  if (r.multipart) {
    if (r.multipart.fields.length)
      out.push(
        `    data={${r.multipart.fields.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(", ")}},`,
      );
    if (r.multipart.file) out.push(`    files={${JSON.stringify(r.multipart.file)}: open("invoice.pdf", "rb")},`);
  }
  out.push(
    "    timeout=30,",
    ")",
    "response.raise_for_status()",
    r.method === "DELETE" || /logout/.test(r.url) ? "print(response.status_code)" : "print(response.json())",
  );
  return out.join("\n");
}

const javaString = (text: string) => JSON.stringify(text);

const JAVA: HeaderSyntax = {
  literal: javaString,
  token: `"Bearer " + System.getenv("${ACCESS_TOKEN_VARIABLE}")`,
  key: "idempotencyKey",
  keyPrelude: [`// ${KEY_COMMENT}`, "String idempotencyKey = UUID.randomUUID().toString();"],
};

function java(r: RequestParts): string {
  const headers = headerValues(r, JAVA, (name) => Boolean(r.multipart) && name === "Content-Type");
  const out = [
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    ...(r.multipart
      ? [
          "import java.nio.charset.StandardCharsets;",
          "import java.nio.file.Files;",
          "import java.nio.file.Path;",
          "import java.io.ByteArrayOutputStream;",
        ]
      : []),
    ...(r.headers.some((header) => header.kind === "fresh-key") ? ["import java.util.UUID;"] : []),
    "",
    "public class Main {",
    "    public static void main(String[] args) throws Exception {",
    ...keyPrelude(r, JAVA).map((line) => (line ? `        ${line}` : line)),
  ];
  let publisher = "HttpRequest.BodyPublishers.noBody()";
  if (r.json !== null) {
    out.push(
      '        String body = """',
      ...r.json
        .replaceAll("\\", "\\\\")
        .split("\n")
        .map((line) => `            ${line}`),
      '            """;',
    );
    publisher = "HttpRequest.BodyPublishers.ofString(body)";
  }
  if (r.multipart) {
    out.push(
      '        String boundary = "tidewire-" + System.nanoTime();',
      "        ByteArrayOutputStream form = new ByteArrayOutputStream();",
    );
    for (const [name, value] of r.multipart.fields) {
      const disposition = `Content-Disposition: form-data; name=${javaString(`"${name}"`).slice(1, -1)}`;
      out.push(
        `        form.write(("--" + boundary + "\\r\\n${disposition}\\r\\n\\r\\n" + ${javaString(value)} + "\\r\\n")` +
          ".getBytes(StandardCharsets.UTF_8));",
      );
    }
    if (r.multipart.file) {
      out.push(
        `        form.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${r.multipart.file}\\"; ` +
          `filename=\\"invoice.pdf\\"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));`,
        '        form.write(Files.readAllBytes(Path.of("invoice.pdf")));',
        '        form.write(("\\r\\n").getBytes(StandardCharsets.UTF_8));',
      );
    }
    out.push('        form.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
    publisher = "HttpRequest.BodyPublishers.ofByteArray(form.toByteArray())";
  }
  out.push(
    "        HttpRequest request = HttpRequest.newBuilder()",
    `            .uri(URI.create(${javaString(r.url)}))`,
  );
  for (const { name, value } of headers) out.push(`            .header(${javaString(name)}, ${value})`);
  if (r.multipart) out.push('            .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  out.push(`            .method(${javaString(r.method)}, ${publisher})`, "            .build();");
  out.push(
    "        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());",
    '        System.out.println(response.statusCode() + " " + response.body());',
    "    }",
    "}",
  );
  return out.join("\n");
}

const GO: HeaderSyntax = {
  literal: (text) => JSON.stringify(text),
  token: `"Bearer " + os.Getenv("${ACCESS_TOKEN_VARIABLE}")`,
  key: "idempotencyKey",
  keyPrelude: [
    `// ${KEY_COMMENT}`,
    "key := make([]byte, 16)",
    "rand.Read(key)",
    "key[6] = key[6]&0x0f | 0x40 // a version 4 UUID (RFC 9562)",
    "key[8] = key[8]&0x3f | 0x80",
    'idempotencyKey := fmt.Sprintf("%x-%x-%x-%x-%x", key[0:4], key[4:6], key[6:8], key[8:10], key[10:])',
  ],
};

function go(r: RequestParts): string {
  const headers = headerValues(r, GO, (name) => Boolean(r.multipart) && name === "Content-Type");
  const imports = [
    "fmt",
    "io",
    "net/http",
    ...(r.headers.some((header) => header.kind === "bearer-token") || r.multipart ? ["os"] : []),
    ...(r.headers.some((header) => header.kind === "fresh-key") ? ["crypto/rand"] : []),
    ...(r.json !== null ? ["strings"] : []),
    ...(r.multipart ? ["bytes", "mime/multipart"] : []),
  ].sort();
  const out = [
    "package main",
    "",
    "import (",
    ...imports.map((name) => `\t${JSON.stringify(name)}`),
    ")",
    "",
    "func main() {",
    ...keyPrelude(r, GO).map((line) => (line ? `\t${line}` : line)),
  ];
  let body = "nil";
  if (r.json !== null) {
    out.push(`\tbody := strings.NewReader(\`${r.json.replaceAll("`", '` + "`" + `')}\`)`);
    body = "body";
  }
  if (r.multipart) {
    out.push("\tvar form bytes.Buffer", "\twriter := multipart.NewWriter(&form)");
    for (const [name, value] of r.multipart.fields)
      out.push(`\twriter.WriteField(${JSON.stringify(name)}, ${JSON.stringify(value)})`);
    if (r.multipart.file)
      out.push(
        `\tpart, _ := writer.CreateFormFile(${JSON.stringify(r.multipart.file)}, "invoice.pdf")`,
        '\tcontent, err := os.ReadFile("invoice.pdf")',
        "\tif err != nil {",
        "\t\tpanic(err)",
        "\t}",
        "\tpart.Write(content)",
      );
    out.push("\twriter.Close()");
    body = "&form";
  }
  out.push(
    `\treq, err := http.NewRequest(${JSON.stringify(r.method)}, ${JSON.stringify(r.url)}, ${body})`,
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
  );
  for (const { name, value } of headers) out.push(`\treq.Header.Set(${JSON.stringify(name)}, ${value})`);
  if (r.multipart) out.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  out.push(
    "\tres, err := http.DefaultClient.Do(req)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tdefer res.Body.Close()",
    "\tdata, _ := io.ReadAll(res.Body)",
    "\tfmt.Println(res.Status, string(data))",
    "}",
  );
  return out.join("\n");
}

const phpString = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

const PHP: HeaderSyntax = {
  literal: phpString,
  token: `getenv('${ACCESS_TOKEN_VARIABLE}')`,
  key: "$idempotencyKey",
  keyPrelude: [
    `// ${KEY_COMMENT}`,
    "$key = random_bytes(16);",
    "$key[6] = chr(ord($key[6]) & 0x0f | 0x40); // a version 4 UUID (RFC 9562)",
    "$key[8] = chr(ord($key[8]) & 0x3f | 0x80);",
    "$idempotencyKey = vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($key), 4));",
  ],
};

function php(r: RequestParts): string {
  const skip = (name: string) => Boolean(r.multipart) && name === "Content-Type";
  const headers = r.headers
    .filter((header) => !skip(header.name))
    .map((header) =>
      header.kind === "literal"
        ? phpString(`${header.name}: ${header.value}`)
        : header.kind === "bearer-token"
          ? `${phpString(`${header.name}: Bearer `)} . ${PHP.token}`
          : `${phpString(`${header.name}: `)} . ${PHP.key}`,
    );
  const out = [
    "<?php",
    "",
    ...keyPrelude(r, PHP),
    `$ch = curl_init(${phpString(r.url)});`,
    "curl_setopt_array($ch, [",
    `    CURLOPT_CUSTOMREQUEST => ${phpString(r.method)},`,
    "    CURLOPT_RETURNTRANSFER => true,",
  ];
  if (headers.length)
    out.push("    CURLOPT_HTTPHEADER => [", ...headers.map((header) => `        ${header},`), "    ],");
  if (r.json !== null) out.push("    CURLOPT_POSTFIELDS => <<<'JSON'", r.json, "JSON,");
  if (r.multipart) {
    out.push(
      "    CURLOPT_POSTFIELDS => [",
      ...r.multipart.fields.map(([name, value]) => `        ${phpString(name)} => ${phpString(value)},`),
    );
    if (r.multipart.file)
      out.push(`        ${phpString(r.multipart.file)} => new CURLFile('invoice.pdf', 'application/pdf'),`);
    out.push("    ],");
  }
  out.push(
    "]);",
    "$response = curl_exec($ch);",
    "echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL, $response, PHP_EOL;",
    "curl_close($ch);",
  );
  return out.join("\n");
}

const CSHARP: HeaderSyntax = {
  literal: (text) => JSON.stringify(text),
  token: `"Bearer " + Environment.GetEnvironmentVariable("${ACCESS_TOKEN_VARIABLE}")`,
  key: "idempotencyKey",
  keyPrelude: [`// ${KEY_COMMENT}`, "var idempotencyKey = Guid.NewGuid().ToString();"],
};

function csharp(r: RequestParts): string {
  const out = [
    "using System.Net.Http;",
    "using System.Text;",
    "",
    ...keyPrelude(r, CSHARP),
    "using var client = new HttpClient();",
    `using var request = new HttpRequestMessage(new HttpMethod(${JSON.stringify(r.method)}), ${JSON.stringify(r.url)});`,
  ];
  for (const { name, value } of headerValues(r, CSHARP, (header) => header === "Content-Type"))
    out.push(`request.Headers.Add(${JSON.stringify(name)}, ${value});`);
  if (r.json !== null)
    out.push(
      'request.Content = new StringContent("""',
      ...r.json.split("\n").map((line) => `    ${line}`),
      '    """, Encoding.UTF8, "application/json");',
    );
  if (r.multipart) {
    out.push("var form = new MultipartFormDataContent();");
    for (const [name, value] of r.multipart.fields)
      out.push(`form.Add(new StringContent(${JSON.stringify(value)}), ${JSON.stringify(name)});`);
    if (r.multipart.file)
      out.push(
        `form.Add(new ByteArrayContent(File.ReadAllBytes("invoice.pdf")), ${JSON.stringify(r.multipart.file)}, "invoice.pdf");`,
      );
    out.push("request.Content = form;");
  }
  out.push(
    "using var response = await client.SendAsync(request);",
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  return out.join("\n");
}

const GENERATORS: Record<SampleLanguage, (r: RequestParts) => string> = {
  curl,
  javascript,
  python,
  java,
  go,
  php,
  csharp,
};

/**
 * Request samples for an operation in cURL, JavaScript (fetch), Python (requests), Java
 * (java.net.http), Go (net/http), PHP (curl) and C# (HttpClient), reading the access token from the
 * {@link ACCESS_TOKEN_VARIABLE} environment variable, creating a new idempotency key where the
 * operation accepts one, and sending the request body example at `exampleIndex` (the first by default). Webhooks get none
 * (Tidewire sends them).
 */
export function buildCodeSamples(view: OperationView, exampleIndex = 0): CodeSample[] {
  if (view.kind === "webhook") return [];
  const parts = requestParts(view, exampleIndex);
  return SAMPLE_LANGUAGES.map(({ id, label, language }) => ({ id, label, language, code: GENERATORS[id](parts) }));
}

/**
 * One set of request samples per request body example, in the examples' order (one set when the
 * body has at most one example), so choosing an example changes the request in every language.
 * Empty for a webhook.
 */
export function buildCodeSampleSets(view: OperationView): CodeSample[][] {
  if (view.kind === "webhook") return [];
  const count = Math.max(1, view.requestBody?.examples.length ?? 0);
  return Array.from({ length: count }, (_, index) => buildCodeSamples(view, index));
}
