import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { findFences, loadSiteModel } from "../../scripts/checks/content/content-checks.ts";
import {
  codeSamples,
  literalIdempotencyKeys,
  signatureVector,
  type CodeSample,
} from "../../scripts/checks/content/guide-samples.ts";
import { deref, listOperations } from "../../web/app/api-reference/openapi-document.ts";
import { API_DOCUMENTS, loadApiDocument, repoRoot, routesText } from "../support/openapi-documents.ts";

const contentDir = join(repoRoot, "content");
const site = loadSiteModel(contentDir, routesText());
const samples = codeSamples(site);
const dir = mkdtempSync(join(tmpdir(), "tidewire-guide-samples-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXTENSION = { javascript: "mjs", typescript: "ts", python: "py" } as const;

/** Writes a sample under its own file name (its fence title), or a numbered one, and returns the path. */
function writeSample(sample: CodeSample, index: number): string {
  const name =
    sample.title && /^[\w.-]+\.(mjs|js|ts|py)$/.test(sample.title)
      ? sample.title.replace(/\.js$/, ".mjs")
      : `sample_${index}.${EXTENSION[sample.language]}`;
  const path = join(dir, name);
  writeFileSync(path, sample.code);
  return path;
}
const files = samples.map((sample, index) => ({ sample, path: writeSample(sample, index) }));
const fileNamed = (name: string) => files.find(({ path }) => path.endsWith(`/${name}`))!.path;

const webhooksGuide = readFileSync(join(contentDir, "docs/2.0/api-docs/webhooks.md"), "utf8");
const vector = signatureVector(webhooksGuide, "docs/2.0/api-docs/webhooks.md");
/** Headers during a secret rotation, one `v1` per secret: the page's signature after the other one, and before it. */
const otherV1 = createHmac("sha256", "the-other-secret-of-the-rotation")
  .update(`${vector.t}.${vector.rawBody}`)
  .digest("hex");
const rotationHeaders = [`t=${vector.t},v1=${otherV1},v1=${vector.v1}`, `t=${vector.t},v1=${vector.v1},v1=${otherV1}`];
const tampered = vector.rawBody.replace('"status":"sent"', '"status":"completed"');

/**
 * Content/STYLE.md, "Examples": code that readers copy must run as shown. Every JavaScript,
 * TypeScript and Python sample of the intros, guides, posts and pages compiles, and the webhook
 * signature verifiers and the event handler run against the examples on the pages.
 */
describe("code samples of the pages", () => {
  it("are found in the webhooks guide, the HS code guide and the Markdown page", () => {
    const where = samples.map((sample) => sample.where.split(":")[0]);
    expect(where).toEqual(
      expect.arrayContaining([
        "docs/2.0/api-docs/webhooks.md",
        "docs/2.0/api-docs/hs-code.md",
        "pages/markdown-page.md",
      ]),
    );
    expect(new Set(samples.map((sample) => sample.language))).toEqual(new Set(["javascript", "typescript", "python"]));
  });

  it("create their Idempotency-Key instead of sending a literal one that a second copy would replay", () => {
    expect(literalIdempotencyKeys(site)).toEqual([]);
    const copy = mkdtempSync(join(tmpdir(), "tidewire-guide-keys-"));
    try {
      cpSync(contentDir, copy, { recursive: true });
      const file = join(copy, "docs/2.0/api-docs/hs-code.md");
      const text = readFileSync(file, "utf8");
      expect(text).toContain('-H "Idempotency-Key: $(uuidgen)"');
      writeFileSync(file, text.replace("$(uuidgen)", "0e6c2f1a-7b3d-4c58-9a2e-5d41f8b07c93"));
      expect(literalIdempotencyKeys(loadSiteModel(copy, routesText())).join("\n")).toMatch(
        /docs\/2\.0\/api-docs\/hs-code\.md:\d+: sends the literal Idempotency-Key 0e6c2f1a-7b3d-4c58-9a2e-5d41f8b07c93/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("run the introduction's quickstart against a stand-in of the sandbox that answers with the reference's examples", () => {
    const doc = loadApiDocument(API_DOCUMENTS[0].file);
    const answers = listOperations(doc)
      .filter((entry) => entry.kind === "operation")
      .map((entry) => {
        const [status, response] = Object.entries<any>(entry.operation.responses).find(([code]) =>
          code.startsWith("2"),
        )!;
        const media = deref(doc, response).content?.["application/json"];
        const example = media?.example ?? deref(doc, Object.values<any>(media?.examples ?? {})[0])?.value ?? null;
        const pattern = `^/v2${entry.path.replace(/\{[^}]+\}/g, "[^/]+")}$`;
        return { method: entry.method.toUpperCase(), pattern, status: Number(status), body: example };
      });
    writeFileSync(join(dir, "answers.json"), JSON.stringify(answers));
    writeFileSync(
      join(dir, "sandbox-stand-in.mjs"),
      `import { readFileSync } from "node:fs";
const answers = JSON.parse(readFileSync(process.env.STAND_IN_ANSWERS, "utf8"));
globalThis.fetch = async (url, init = {}) => {
  const { pathname } = new URL(url);
  const answer = answers.find((a) => a.method === (init.method ?? "GET") && new RegExp(a.pattern).test(pathname));
  if (!answer) return new Response(JSON.stringify({ status: 404, detail: pathname }), { status: 404 });
  return new Response(answer.body === null ? null : JSON.stringify(answer.body), { status: answer.status });
};
`,
    );
    const result = spawnSync(
      process.execPath,
      ["--import", join(dir, "sandbox-stand-in.mjs"), fileNamed("quickstart.mjs")],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          STAND_IN_ANSWERS: join(dir, "answers.json"),
          TIDEWIRE_CLIENT_ID: "tw_test_ci_4F7KQ2M9XW",
          TIDEWIRE_CLIENT_SECRET: "tw_test_cs_9H2VB6TQ1ZR8PK3D",
        },
      },
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^pay_\w+: completed, \d+\.\d{2} [A-Z]{3} credited\n$/);
  });

  it("compile: JavaScript with node --check, TypeScript with tsc (strict), Python with py_compile", () => {
    const failures: string[] = [];
    for (const { sample, path } of files.filter(({ sample }) => sample.language === "javascript")) {
      const result = spawnSync(process.execPath, ["--check", path], { encoding: "utf8" });
      if (result.status !== 0) failures.push(`${sample.where}: ${result.stderr}`);
    }
    const typescript = files.filter(({ sample }) => sample.language === "typescript").map(({ path }) => path);
    const tsc = spawnSync(
      join(repoRoot, "node_modules/.bin/tsc"),
      [
        "--ignoreConfig",
        "--noEmit",
        "--strict",
        "--target",
        "ES2023",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        "--types",
        "node",
        "--typeRoots",
        join(repoRoot, "node_modules/@types"),
        ...typescript,
      ],
      { encoding: "utf8" },
    );
    if (tsc.status !== 0) failures.push(`tsc: ${tsc.stdout}${tsc.stderr}`);
    const python = files.filter(({ sample }) => sample.language === "python").map(({ path }) => path);
    const pyCompile = spawnSync("python3", ["-m", "py_compile", ...python], { encoding: "utf8" });
    if (pyCompile.status !== 0) failures.push(`py_compile: ${pyCompile.stderr}`);
    expect(failures).toEqual([]);
  });

  it("show the test vector's signature wherever the pages show that delivery's Tidewire-Signature header", () => {
    const pages = ["docs/2.0/api-docs/webhooks.md", "docs/2.0/intro.md"].map((file) =>
      readFileSync(join(contentDir, file), "utf8"),
    );
    const headers = pages.flatMap((text) => [...text.matchAll(new RegExp(`t=${vector.t},v1=([0-9a-f]{64})`, "g"))]);
    expect(headers.length).toBeGreaterThanOrEqual(2);
    for (const [, v1] of headers) expect(v1).toBe(vector.v1);
  });

  it("verify the page's test vector in Node.js, also with two v1 values during a rotation, and reject a changed body or an old timestamp", async () => {
    const { verifyTidewireSignature } = await import(pathToFileURL(fileNamed("verify-tidewire-signature.mjs")).href);
    const now = Number(vector.t);
    const body = Buffer.from(vector.rawBody);
    expect(verifyTidewireSignature(body, `t=${vector.t},v1=${vector.v1}`, vector.secret, now)).toBe(true);
    for (const header of rotationHeaders) expect(verifyTidewireSignature(body, header, vector.secret, now)).toBe(true);
    expect(verifyTidewireSignature(Buffer.from(tampered), `t=${vector.t},v1=${vector.v1}`, vector.secret, now)).toBe(
      false,
    );
    expect(verifyTidewireSignature(body, `t=${vector.t},v1=${vector.v1}`, vector.secret, now + 301)).toBe(false);
  });

  it("verify the same vector in Python, with the same answers", () => {
    const script = [
      "import json, sys",
      `sys.path.insert(0, ${JSON.stringify(dir)})`,
      "from verify_tidewire_signature import verify_tidewire_signature as verify",
      "v = json.loads(sys.stdin.read())",
      "now = int(v['t'])",
      "print(json.dumps([verify(v['body'].encode(), v['header'], v['secret'], now), *[verify(v['body'].encode(), " +
        "header, v['secret'], now) for header in v['rotation']], verify(v['tampered'].encode(), " +
        "v['header'], v['secret'], now), verify(v['body'].encode(), v['header'], v['secret'], " +
        "now + 301)]))",
    ].join("\n");
    const input = JSON.stringify({
      t: vector.t,
      body: vector.rawBody,
      tampered,
      secret: vector.secret,
      header: `t=${vector.t},v1=${vector.v1}`,
      rotation: rotationHeaders,
    });
    const result = spawnSync("python3", ["-c", script], { input, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([true, true, true, false, false]);
  });

  it("verify the vector with the TypeScript verifier of the Markdown page, also during a rotation", () => {
    const runner = join(dir, "run-verify.mts");
    const header = `t=${vector.t},v1=${vector.v1}`;
    writeFileSync(
      runner,
      [
        `Date.now = () => ${Number(vector.t) * 1000};`,
        `const { verify } = await import(${JSON.stringify(pathToFileURL(fileNamed("verify-signature.ts")).href)});`,
        `const v = ${JSON.stringify({ body: vector.rawBody, tampered, secret: vector.secret, header, rotation: rotationHeaders })};`,
        "console.log(JSON.stringify([verify(v.header, v.body, v.secret), ...v.rotation.map((header) " +
          "=> verify(header, v.body, v.secret)), verify(v.header, v.tampered, v.secret)]));",
      ].join("\n"),
    );
    const result = spawnSync(process.execPath, [runner], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([true, true, true, false]);
  });

  it("handle a webhook delivery once, even when the process fails between recording the event and applying it", async () => {
    const { handleEvent } = await import(pathToFileURL(fileNamed("handle-event.mjs")).href);
    const intro = readFileSync(join(contentDir, "docs/2.0/intro.md"), "utf8");
    const event = JSON.parse(
      findFences(intro, "intro.md").find((fence) => /title="Webhook payload"/.test(fence.info))!.code,
    );
    /** A database whose transactions roll back when their function throws; `failNextApply` makes one apply throw, like a crash. */
    const committed = { events: new Set<string>(), applied: [] as string[] };
    let failNextApply = true;
    const db = {
      async transaction(work: (tx: unknown) => Promise<void>) {
        const draft = { events: new Set(committed.events), applied: [...committed.applied] };
        const tx = {
          insertEventIfNew: async (id: string) => !draft.events.has(id) && Boolean(draft.events.add(id)),
          lastAppliedAt: async () => null,
          applyPaymentStatus: async (id: string, status: string) => {
            if (failNextApply) {
              failNextApply = false;
              throw new Error("the process stopped");
            }
            draft.applied.push(`${id} ${status}`);
          },
          markInvoicePaid: async () => {},
        };
        await work(tx);
        Object.assign(committed, draft);
      },
    };
    await expect(handleEvent(event, db)).rejects.toThrow("the process stopped");
    expect(committed.events.size).toBe(0);
    await handleEvent(event, db);
    await handleEvent(event, db);
    expect(committed.applied).toEqual([`${event.data.id} ${event.data.status}`]);
  });
});
