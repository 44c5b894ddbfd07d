import { deref, type OpenApiDocument } from "../api-reference/openapi-document.ts";
import { operationIndex } from "../api-reference/operation-index.ts";
import { errorTypeUrl, parseErrorTypeUrl } from "../lib/urls.ts";

/**
 * The error catalogue: one page per RFC 9457 problem `type` the API returns, at the URL the type
 * itself names (content/API-CONVENTIONS.md, "Errors"). The facts a page derives from the OpenAPI
 * documents, so they stay true when an operation changes: which operations return the type, with
 * which status, and an example response.
 */

/** The catalogue page's title and lead, fixed: the list below them comes from the dataset. */
export const ERROR_CATALOGUE_TITLE = "Error catalogue";
export const ERROR_CATALOGUE_DESCRIPTION =
  "Every problem type the Tidewire API returns: what it means, which operations return it, an example and how to recover.";

/** The problem `type` URI of a type on the site at `siteUrl`, e.g. `https://developers.tidewire.example/errors/quote-expired`. */
export const errorTypeUri = (siteUrl: string, type: string): string =>
  `${siteUrl.replace(/\/+$/, "")}${errorTypeUrl(type)}`;

/** The type a problem `type` URI names by its catalogue address (`/errors/<type>`) on any host; null when it names none. */
export function errorTypeOfUri(uri: string): string | null {
  if (!URL.canParse(uri)) return null;
  return parseErrorTypeUrl(new URL(uri).pathname);
}

/**
 * The type a problem `type` URI names, and whether it is on `siteUrl`'s host; null when the URI
 * is not a catalogue address (`/errors/<type>`) at all.
 */
export function parseErrorTypeUri(uri: string, siteUrl: string): { type: string; onSite: boolean } | null {
  const type = errorTypeOfUri(uri);
  return type ? { type, onSite: new URL(uri).origin === new URL(siteUrl).origin } : null;
}

/** One example of an error response in an OpenAPI document. */
export interface ProblemExample {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  /** Tag `x-slug` and operation `x-slug`, as in the API reference URL. */
  group: string;
  slug: string;
  /** The response key, e.g. `409` or `5XX`. */
  status: string;
  /** The example's name, or `example` for a single unnamed one. */
  name: string;
  value: Record<string, unknown>;
}

/** Every example of every 4xx and 5xx response of the document's operations (webhooks excluded), in document order. */
export function problemExamples(doc: OpenApiDocument): ProblemExample[] {
  const examples: ProblemExample[] = [];
  for (const { kind, entry, group, slug, summary, operationId, method, path } of operationIndex(doc).operations) {
    if (kind !== "operation") continue;
    for (const [status, raw] of Object.entries<Record<string, any>>(entry.operation.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      for (const media of Object.values<Record<string, any>>(deref(doc, raw)?.content ?? {})) {
        const named: [string, unknown][] = [
          ...(media.example !== undefined ? [["example", media.example] as [string, unknown]] : []),
          ...Object.entries<any>(media.examples ?? {}).map(([name, example]): [string, unknown] => [
            name,
            deref(doc, example)?.value,
          ]),
        ];
        for (const [name, value] of named) {
          if (!value || typeof value !== "object") continue;
          examples.push({
            method,
            path,
            operationId,
            summary,
            group: group.slug,
            slug,
            status,
            name,
            value: value as Record<string, unknown>,
          });
        }
      }
    }
  }
  return examples;
}

/** An operation that returns a type, with the statuses it returns it under. */
export interface OperationReturningType {
  method: string;
  path: string;
  summary: string;
  group: string;
  slug: string;
  statuses: string[];
}

const examplesByTypeOf = new WeakMap<OpenApiDocument, Map<string, ProblemExample[]>>();

/**
 * The document's problem examples (`problemExamples`) by the type their `type` URI names on any
 * host (`errorTypeOfUri`), in document order; built once per document object, as the operation
 * index is (operation-index.ts: parsed documents are not changed), because every error type's page
 * asks.
 */
function examplesByType(doc: OpenApiDocument): Map<string, ProblemExample[]> {
  const cached = examplesByTypeOf.get(doc);
  if (cached) return cached;
  const byType = new Map<string, ProblemExample[]>();
  for (const example of problemExamples(doc)) {
    const type = typeof example.value.type === "string" ? errorTypeOfUri(example.value.type) : null;
    if (type) byType.set(type, [...(byType.get(type) ?? []), example]);
  }
  examplesByTypeOf.set(doc, byType);
  return byType;
}

/**
 * The operations of a document that return the problem type `type` (matched on the catalogue
 * address of each example's `type` URI, on any host), in document order, each once.
 */
export function operationsReturning(doc: OpenApiDocument, type: string): OperationReturningType[] {
  const byOperation = new Map<string, OperationReturningType>();
  for (const example of examplesByType(doc).get(type) ?? []) {
    const key = `${example.method} ${example.path}`;
    const operation = byOperation.get(key) ?? {
      method: example.method,
      path: example.path,
      summary: example.summary,
      group: example.group,
      slug: example.slug,
      statuses: [],
    };
    if (!operation.statuses.includes(example.status)) operation.statuses.push(example.status);
    byOperation.set(key, operation);
  }
  return [...byOperation.values()];
}

/** The first example response of `type` in the document (matched as `operationsReturning` matches), or null when no operation returns it. */
export function firstExampleOf(doc: OpenApiDocument, type: string): ProblemExample | null {
  return examplesByType(doc).get(type)?.[0] ?? null;
}
