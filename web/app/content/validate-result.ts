import type { z } from "zod";

/** A query result that does not match its schema, naming the document `_id` and the field. */
export class InvalidContentError extends Error {
  readonly documentId: string | null;
  readonly field: string;

  constructor(queryName: string, documentId: string | null, field: string, detail: string) {
    super(`Invalid content${documentId ? ` in document ${documentId}` : ""}: field "${field || "(root)"}" ${detail} (query ${queryName})`);
    this.name = "InvalidContentError";
    this.documentId = documentId;
    this.field = field;
  }
}

/**
 * Validates a query result against its zod schema. On failure, walks the first issue's path
 * through the result to the innermost object carrying an `_id`, and throws an
 * InvalidContentError naming that document and the field path below it (e.g. `slug`, `version`).
 */
export function validateResult<T extends z.ZodType>(schema: T, result: unknown, queryName: string): z.infer<T> {
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  let node: unknown = result;
  let documentId: string | null = null;
  let fieldStart = 0;
  issue.path.forEach((segment, index) => {
    if (node && typeof node === "object" && typeof (node as { _id?: unknown })._id === "string") {
      documentId = (node as { _id: string })._id;
      fieldStart = index;
    }
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[segment as PropertyKey] : undefined;
  });
  const field = issue.path
    .slice(fieldStart)
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : String(segment)))
    .join(".")
    .replaceAll(".[", "[");
  const detail = node === undefined || node === null ? "is missing" : `is invalid: ${issue.message}`;
  throw new InvalidContentError(queryName, documentId, field, detail);
}
