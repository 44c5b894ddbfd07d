import { listOperations, type OpenApiDocument, type OperationEntry, webhookEventType } from "./openapi-document.ts";
import { apiSidebarOf, type ApiSidebarName } from "../lib/docs-sidebars.ts";

/** An operation or webhook as the site knows it: where it lives in the document and where on the site. */
export interface IndexedOperation {
  /** The URL slug: `x-slug`, else the operationId. */
  slug: string;
  operationId: string;
  kind: "operation" | "webhook";
  /** Upper-case HTTP method; `EVENT` for webhooks. */
  method: string;
  /** Path template, or for a webhook the event type its payload carries (webhookEventType), else its name. */
  path: string;
  summary: string;
  deprecated: boolean;
  /** The group (tag) it belongs to: its first tag. */
  group: { name: string; slug: string };
  entry: OperationEntry;
}

/** An API group: an OpenAPI tag with `x-slug`, and its operations in document order. */
export interface IndexedGroup {
  name: string;
  slug: string;
  /** The tag's description, Markdown as written in the document. */
  description: string | null;
  /** Which docs sidebar lists the group (`x-sidebar`, default `api`). */
  sidebar: ApiSidebarName;
  operations: IndexedOperation[];
}

/** Every operation of one OpenAPI document, by group and slug, as every part of the site addresses them. */
export interface OperationIndex {
  /** Groups with operations, in the order of the document's `tags`. */
  groups: IndexedGroup[];
  /** Every operation and webhook, in document order. */
  operations: IndexedOperation[];
  /** The operation `slug` of group `group`, or undefined. */
  find(group: string, slug: string): IndexedOperation | undefined;
  /** The operation with `operationId`, or undefined. */
  byOperationId(operationId: string): IndexedOperation | undefined;
}

const indexes = new WeakMap<OpenApiDocument, OperationIndex>();

/**
 * The operation index of a parsed document, built once per document object: each operation's
 * group is its first tag, whose `x-slug` names the group in URLs; its own `x-slug` (else its
 * operationId) names it within the group. Operation pages, group pages, sidebars, the Markdown
 * twins, the changes page and the content checks all read the document through it. Throws when a
 * tag has no `x-slug` or an operation's first tag is not declared in `tags`.
 */
export function operationIndex(doc: OpenApiDocument): OperationIndex {
  const cached = indexes.get(doc);
  if (cached) return cached;
  const groups = new Map<string, IndexedGroup>();
  for (const tag of doc.tags ?? []) {
    if (!tag["x-slug"]) throw new Error(`OpenAPI tag "${tag.name}" has no x-slug`);
    groups.set(tag.name, {
      name: tag.name,
      slug: tag["x-slug"],
      description: tag.description ?? null,
      sidebar: apiSidebarOf(tag["x-sidebar"]),
      operations: [],
    });
  }
  const operations = listOperations(doc).map((entry): IndexedOperation => {
    const op = entry.operation;
    const group = groups.get(op.tags?.[0]);
    if (!group)
      throw new Error(
        `${entry.method.toUpperCase()} ${entry.path}: tag "${op.tags?.[0]}" is not declared in the document's tags`,
      );
    const indexed = {
      slug: op["x-slug"] ?? op.operationId,
      operationId: op.operationId,
      kind: entry.kind,
      method: entry.kind === "webhook" ? "EVENT" : entry.method.toUpperCase(),
      path: entry.kind === "webhook" ? (webhookEventType(doc, op) ?? entry.path) : entry.path,
      summary: op.summary ?? op.operationId,
      deprecated: Boolean(op.deprecated),
      group: { name: group.name, slug: group.slug },
      entry,
    };
    group.operations.push(indexed);
    return indexed;
  });
  const bySlug = new Map(operations.map((op) => [`${op.group.slug}/${op.slug}`, op]));
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const index: OperationIndex = {
    groups: [...groups.values()].filter((group) => group.operations.length),
    operations,
    find: (group, slug) => bySlug.get(`${group}/${slug}`),
    byOperationId: (operationId) => byId.get(operationId),
  };
  indexes.set(doc, index);
  return index;
}

/** What identifies an operation from one version of the API to the next. */
export interface OperationIdentity {
  operationId: string;
  method: string;
  path: string;
  group: { slug: string };
  slug: string;
}

/**
 * The operation among `candidates` (another version's operations) that is `operation`: the one
 * with the same operationId (the operation's identity, OpenAPI 3.1 section 4.8.10), else the same
 * method and path, else the same group and slug. Operations that moved to another group or path
 * keep their operationId, so they are followed. Undefined when none matches.
 */
export function counterpartOf<T extends OperationIdentity>(
  operation: OperationIdentity,
  candidates: readonly T[],
): T | undefined {
  return (
    candidates.find((candidate) => candidate.operationId === operation.operationId) ??
    candidates.find((candidate) => candidate.method === operation.method && candidate.path === operation.path) ??
    candidates.find((candidate) => candidate.group.slug === operation.group.slug && candidate.slug === operation.slug)
  );
}
