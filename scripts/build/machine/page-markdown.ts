import { portableTextToMarkdown, type PortableTextTypeRendererOptions } from "@portabletext/markdown";
import { BLOCK_MARKDOWN } from "../../../blocks/markdown.ts";
import type { BlockNode } from "../../../blocks/names.ts";
import type { OperationView, ParameterView } from "../../../web/app/api-reference/operation-view.ts";
import { schemaFacts, schemaFlags } from "../../../web/app/api-reference/schema-facts.ts";
import type { SchemaNode } from "../../../web/app/api-reference/schema-view.ts";

type Node = { _type: string; [field: string]: any };

/**
 * A prepared Portable Text body (internal links carry `href`, code keeps its source) as Markdown,
 * each block type written the way content/README.md reads it back (its `toMarkdown` in
 * blocks/<type>/markdown.ts: admonitions as GitHub alerts, tabs as `:::tabs`, code with its title…).
 */
export function bodyToMarkdown(body: Node[]): string {
  const nested = (inner: BlockNode[]) => bodyToMarkdown(inner as Node[]);
  return portableTextToMarkdown(
    body as never,
    {
      types: Object.fromEntries(
        Object.entries(BLOCK_MARKDOWN).map(([name, block]) => [
          name,
          (options: PortableTextTypeRendererOptions<any>) => block.toMarkdown(options, nested),
        ]),
      ),
      marks: {
        internalLink: ({ value, children }: { value?: Node; children: string }) =>
          `[${children}](${value?.href ?? ""})`,
      },
    } as never,
  ).trim();
}

const oneLine = (text: string | null | undefined) => (text ?? "").replace(/\s*\n+\s*/g, " ").trim();
const cell = (text: string) => text.replaceAll("|", "\\|");
const typeText = (node: Pick<SchemaNode, "type" | "format" | "refName">) =>
  `${node.type}${node.format ? ` <${node.format}>` : ""}${node.refName && node.type === "object" ? ` (${node.refName})` : ""}`;
const factsText = (node: SchemaNode) =>
  schemaFacts(node)
    .map((fact) => `${fact.label} ${fact.values.map((value) => `\`${value}\``).join(", ")}`)
    .join("; ");

function parameterRows(parameters: ParameterView[]): string {
  return [
    "| Name | Type | Required | Description |",
    "| --- | --- | --- | --- |",
    ...parameters.map((p) => {
      const facts = factsText({ ...p.schema, example: p.example ?? p.schema.example });
      const flags = p.deprecated ? " (deprecated)" : "";
      return (
        `| \`${p.name}\`${flags} | ${cell(typeText(p.schema))} | ${p.required ? "yes" : "no"} ` +
        `| ${cell([oneLine(p.description), facts].filter(Boolean).join(" "))} |`
      );
    }),
  ].join("\n");
}

function schemaLines(node: SchemaNode, depth = 0): string[] {
  const indent = "  ".repeat(depth);
  const lines: string[] = [];
  for (const child of node.children) {
    const facts = factsText(child);
    const head = [typeText(child), ...schemaFlags(child)].join(", ");
    lines.push(
      `${indent}- \`${child.name}\` (${head})${child.description ? `: ${oneLine(child.description)}` : ""}${facts ? ` ${facts}.` : ""}`,
    );
    lines.push(...schemaLines(child, depth + 1));
  }
  if (node.variants) {
    const selector = node.discriminator ? `, selected by \`${node.discriminator}\`` : "";
    lines.push(`${indent}- ${node.variantKind === "oneOf" ? "Exactly one of" : "Any of"} these variants${selector}:`);
    for (const variant of node.variants) {
      const leafFacts = !variant.node.children.length && !variant.node.variants ? factsText(variant.node) : "";
      const value = variant.discriminatorValue
        ? ` (\`${node.discriminator}\` = \`${variant.discriminatorValue}\`)`
        : "";
      const description = variant.node.description ? `: ${oneLine(variant.node.description)}` : "";
      lines.push(`${indent}  - Variant **${variant.label}**${value}${description}${leafFacts ? ` ${leafFacts}.` : ""}`);
      lines.push(...schemaLines(variant.node, depth + 2));
    }
  }
  return lines;
}

function schemaRoot(node: SchemaNode): string[] {
  const facts = !node.children.length && !node.variants ? factsText(node) : "";
  return [`Type: ${typeText(node)}${facts ? `. ${facts}.` : ""}`, "", ...schemaLines(node)];
}

const exampleFence = (example: { name: string; summary: string | null; text: string }) => [
  `\`\`\`json title="${example.summary ?? example.name}"`,
  example.text,
  "```",
  "",
];

/**
 * An API operation or webhook as Markdown, with everything its page shows: method and path,
 * servers, authentication, description, parameters by location (type, required, description,
 * allowed values, defaults, constraints, examples), the request body and every response (headers,
 * schema tree with the same facts and variants, every example) and the request sample in cURL.
 * Descriptions must be Markdown (build the view with an identity renderer).
 */
export function operationToMarkdown(
  view: OperationView,
  samples: { id: string; label: string; language: string; code: string }[] = [],
): string {
  const isWebhook = view.kind === "webhook";
  const out = [`# ${view.summary}${view.deprecated ? " (deprecated)" : ""}`, "", `\`${view.method} ${view.path}\``, ""];
  if (isWebhook)
    out.push(
      "Tidewire sends an HTTPS POST to your webhook endpoint, signed with the `Tidewire-Signature` header; verify it as the webhooks guide shows.",
      "",
    );
  else {
    if (view.servers.length)
      out.push(
        "Servers:",
        "",
        ...view.servers.map((server) => `- \`${server.url}\`${server.description ? ` (${server.description})` : ""}`),
        "",
      );
    out.push(
      `Authentication: ${view.security.length ? "Bearer token (`Authorization: Bearer <access_token>`)" : "none; this operation issues the token"}.`,
      "",
    );
  }
  if (view.description) out.push(view.description, "");
  for (const [location, parameters] of Object.entries(view.parameters))
    if (parameters.length)
      out.push(`## ${location[0].toUpperCase()}${location.slice(1)} parameters`, "", parameterRows(parameters), "");
  if (view.requestBody) {
    const body = view.requestBody;
    out.push(
      isWebhook ? "## Payload" : "## Request body",
      "",
      `Content type: \`${body.contentType}\`${body.required && !isWebhook ? " (required)" : ""}`,
      "",
    );
    if (body.description) out.push(body.description, "");
    out.push(...schemaRoot(body.schema), "");
    for (const example of body.examples) out.push(...exampleFence(example));
  }
  out.push("## Responses", "");
  for (const response of view.responses) {
    out.push(`### ${response.status}`, "", response.description ?? "", "");
    if (response.headers.length)
      out.push(
        "Headers:",
        "",
        ...response.headers.map(
          (header) =>
            `- \`${header.name}\` (${header.type})${header.description ? `: ${oneLine(header.description)}` : ""}`,
        ),
        "",
      );
    if (response.body) {
      out.push(`Content type: \`${response.body.contentType}\``, "", ...schemaRoot(response.body.schema), "");
      for (const example of response.body.examples) out.push(...exampleFence(example));
    }
  }
  const curl = samples.find((sample) => sample.id === "curl");
  if (curl) out.push("## Request sample", "", `\`\`\`${curl.language} title="${curl.label}"`, curl.code, "```", "");
  return (
    out
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim() + "\n"
  );
}
