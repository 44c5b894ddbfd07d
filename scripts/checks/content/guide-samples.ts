import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exampleSources, fenceLanguage, fenceTitle, findFences, type SiteModel } from "./content-checks.ts";

/**
 * The code samples readers copy from the intros, guides, posts and pages (content/STYLE.md,
 * "Examples": code must run as shown), and the signature test vector the webhooks guide gives for
 * them. The tests compile every sample and run the ones the vector can exercise.
 */

/** The languages whose samples are compiled, by the fence languages that name them. */
const LANGUAGES: Record<string, "javascript" | "typescript" | "python"> = {
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  ts: "typescript",
  typescript: "typescript",
  py: "python",
  python: "python",
};

/** A code sample of a page. */
export interface CodeSample {
  /** `docs/<version>/api-docs/webhooks.md:142`. */
  where: string;
  language: "javascript" | "typescript" | "python";
  /** The fence title, usually a file name such as `verify-tidewire-signature.mjs`. */
  title: string | undefined;
  code: string;
}

/** Every fence of the pages whose examples are checked, in page order. */
const pageFences = (site: SiteModel) =>
  exampleSources(site).flatMap(({ file }) => findFences(readFileSync(join(site.contentDir, file), "utf8"), file));

/** Every JavaScript, TypeScript and Python fence of the pages whose examples are checked, in page order. */
export function codeSamples(site: SiteModel): CodeSample[] {
  return pageFences(site).flatMap((fence) => {
    const language = LANGUAGES[fenceLanguage(fence.info)];
    return language
      ? [{ where: `${fence.file}:${fence.line}`, language, title: fenceTitle(fence.info), code: fence.code }]
      : [];
  });
}

/** A webhook signature test vector: a raw body signed with a secret at time `t`, and the expected `v1`. */
export interface SignatureVector {
  secret: string;
  t: string;
  v1: string;
  rawBody: string;
}

/**
 * The test vector of a page: the sentence "With the secret `…`, `t` `…` and this exact body …,
 * `v1` must be `…`", and the fence titled "Raw body". Throws when the page has none.
 */
export function signatureVector(markdown: string, file: string): SignatureVector {
  const sentence = markdown.match(
    /With the secret `([^`]+)`, `t` `(\d+)` and this exact body[^\n]*?`v1` must be `([0-9a-f]{64})`/,
  );
  const body = findFences(markdown, file).find((fence) => fenceTitle(fence.info) === "Raw body");
  if (!sentence || !body)
    throw new Error(
      `${file} has no signature test vector (the secret, t and v1 sentence and a fence titled "Raw body")`,
    );
  return { secret: sentence[1], t: sentence[2], v1: sentence[3], rawBody: body.code.trim() };
}

const LITERAL_KEY =
  /Idempotency-Key["']?\s*[:,=]\s*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * Problems: code fences of the checked pages that send a literal `Idempotency-Key`. A reader who
 * copies it twice gets the first request's answer for the second (API-CONVENTIONS.md, "Idempotency
 * and retries"), so samples create the key (`$(uuidgen)`, `crypto.randomUUID()`, `uuid.uuid4()`).
 */
export function literalIdempotencyKeys(site: SiteModel): string[] {
  return pageFences(site).flatMap((fence) => {
    const key = fence.code.match(LITERAL_KEY)?.[1];
    return key
      ? [`${fence.file}:${fence.line}: sends the literal Idempotency-Key ${key}; create a new key for each request`]
      : [];
  });
}
