/**
 * An error in the seed content, naming the document `_id`, the field and the source file, so an
 * editor can find and fix it. Thrown by the dataset compiler; the build stops on it.
 */
export class ContentError extends Error {
  readonly documentId: string;
  readonly field: string;

  constructor(documentId: string, field: string, message: string, source?: string) {
    super(`${documentId}: field "${field}": ${message}${source ? ` (${source})` : ""}`);
    this.name = "ContentError";
    this.documentId = documentId;
    this.field = field;
  }
}
