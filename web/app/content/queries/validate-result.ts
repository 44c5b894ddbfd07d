import type { z } from "zod";
import { ContentError } from "../../lib/content-error.ts";
import { formatMegabytes, MAX_DOCUMENT_BYTES } from "../../lib/content-rules.ts";

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? "").byteLength;

/**
 * Throws a ContentError for the first document (an object with an `_id`, at any depth)
 * whose JSON is larger than MAX_DOCUMENT_BYTES, naming its largest field: a document that size
 * would become a page several times larger (HTML plus the route's data).
 */
function checkDocumentSizes(node: unknown, queryName: string): void {
  if (Array.isArray(node)) {
    node.forEach((child) => checkDocumentSizes(child, queryName));
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (typeof record._id === "string") {
    const size = byteLength(record);
    if (size > MAX_DOCUMENT_BYTES) {
      const [largest] = Object.entries(record)
        .map(([field, value]) => [field, byteLength(value)] as const)
        .sort((a, b) => b[1] - a[1]);
      throw new ContentError(
        record._id,
        largest[0],
        `is too large: the document is ${formatMegabytes(size)}, over the ${formatMegabytes(MAX_DOCUMENT_BYTES)} limit`,
        `query ${queryName}`,
      );
    }
  }
  for (const value of Object.values(record))
    if (value && typeof value === "object") checkDocumentSizes(value, queryName);
}

/**
 * Validates a query result against its zod schema, then checks that no document in it is over
 * MAX_DOCUMENT_BYTES. On a schema failure, walks the first issue's path through the result to
 * the innermost object carrying an `_id`, and throws a ContentError naming that document
 * and the field path below it (e.g. `slug`, `version`); a document over the size limit is named
 * with its largest field.
 */
export function validateResult<T extends z.ZodType>(schema: T, result: unknown, queryName: string): z.infer<T> {
  const parsed = schema.safeParse(result);
  if (parsed.success) {
    checkDocumentSizes(result, queryName);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  let node: unknown = result;
  let documentId: string | null = null;
  let fieldStart = 0;
  issue.path.forEach((segment, index) => {
    if (node && typeof node === "object" && typeof (node as { _id?: unknown })._id === "string") {
      documentId = (node as { _id: string })._id;
      fieldStart = index;
    }
    node =
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[segment as PropertyKey] : undefined;
  });
  const field = issue.path
    .slice(fieldStart)
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : String(segment)))
    .join(".")
    .replaceAll(".[", "[");
  const detail = node === undefined || node === null ? "is missing" : `is invalid: ${issue.message}`;
  throw new ContentError(documentId, field, detail, `query ${queryName}`);
}
