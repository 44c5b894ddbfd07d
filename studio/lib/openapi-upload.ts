import { parse } from "yaml";
import type { OpenApiDocument } from "../../web/app/api-reference/openapi-document.ts";
import { operationIndex } from "../../web/app/api-reference/operation-index.ts";

/**
 * What the Studio checks of an uploaded OpenAPI document before it replaces the stored one, and
 * how it describes a document to an editor. The checks are the ones the build makes before it
 * renders the API reference (YAML that parses, OpenAPI 3.1, the operation index of
 * operation-index.ts, which every API page reads), so an upload the Studio accepts builds.
 */

/** An OpenAPI document as an editor sees it. */
export interface OpenApiSummary {
  /** `openapi` field, for example 3.1.0. */
  openapi: string;
  title: string;
  /** `info.version`. */
  version: string;
  operations: number;
  webhooks: number;
  /** UTF-8 size of the text, in bytes. */
  bytes: number;
  /** `<group>/<slug>` of every operation and webhook, to compare two documents. */
  slugs: string[];
}

/** The result of reading a document: its summary, or the problems that refuse it (each a sentence). */
export type OpenApiReading = { ok: true; summary: OpenApiSummary } | { ok: false; problems: string[] };

/**
 * Reads OpenAPI text (YAML or JSON, JSON being YAML): parses it (yaml), requires `openapi: 3.1.x`,
 * an `info` with title and version and at least one operation or webhook, and builds its operation
 * index (operation-index.ts: every tag needs `x-slug`, every operation's first tag must be declared).
 * Never throws: a problem is returned as a sentence naming the line or the operation.
 */
export function readOpenApi(text: string): OpenApiReading {
  let doc: OpenApiDocument;
  try {
    doc = parse(text) as OpenApiDocument;
  } catch (error) {
    return { ok: false, problems: [`The file is not valid YAML or JSON: ${(error as Error).message}`] };
  }
  if (!doc || typeof doc !== "object" || Array.isArray(doc))
    return { ok: false, problems: ["The file is not an OpenAPI document: it holds no fields."] };
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(String(doc.openapi ?? "")))
    problems.push(
      `The document must be OpenAPI 3.1 (openapi: 3.1.0); this one says openapi: ${doc.openapi ?? "nothing"}.`,
    );
  if (!doc.info?.title || !doc.info?.version) problems.push("The document needs info.title and info.version.");
  let slugs: string[] = [];
  let webhooks = 0;
  try {
    const index = operationIndex(doc);
    slugs = index.operations.map((op) => `${op.group.slug}/${op.slug}`);
    webhooks = index.operations.filter((op) => op.kind === "webhook").length;
  } catch (error) {
    problems.push(`The API reference cannot be built from it: ${(error as Error).message}.`);
  }
  if (!problems.length && !slugs.length) problems.push("The document has no operations or webhooks.");
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    summary: {
      openapi: String(doc.openapi),
      title: String(doc.info.title),
      version: String(doc.info.version),
      operations: slugs.length - webhooks,
      webhooks,
      bytes: new TextEncoder().encode(text).length,
      slugs,
    },
  };
}

/** What an upload changes, in words: "3 operations added, 1 removed", or "the same operations". */
export function operationChanges(before: OpenApiSummary | null, after: OpenApiSummary): string {
  if (!before) return `${after.slugs.length} operations and webhooks`;
  const old = new Set(before.slugs);
  const next = new Set(after.slugs);
  const added = after.slugs.filter((slug) => !old.has(slug)).length;
  const removed = before.slugs.filter((slug) => !next.has(slug)).length;
  if (!added && !removed) return "the same operations and webhooks";
  return [added ? `${added} added` : "", removed ? `${removed} removed` : ""].filter(Boolean).join(", ");
}
