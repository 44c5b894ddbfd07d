/** Where a content error is: the document `_id` (null when no one document is at fault) and the field path in it. */
export interface ContentErrorLocation {
  documentId: string | null;
  field: string;
}

/** A content error read back from text (`ContentError.parse`): where it is, and its one-line message. */
export interface ParsedContentError extends ContentErrorLocation {
  message: string;
}

// Sanity document ids are letters, digits, `.`, `-` and `_` (never `:` or whitespace, per Sanity's
// document ID rules); field paths are dotted names with `[index]` or `[_key=="…"]` segments (Sanity's
// path syntax), so a quote inside the field is never followed by a space, and the closing one is.
const MESSAGE = /Invalid content(?: in document ([A-Za-z0-9._-]+))?: field "((?:[^"\n]|"(?! ))*)" [^\n]*/;

/**
 * Content the site cannot be built from, named so an editor can find and fix it: the document
 * `_id`, the field, what is wrong (`detail`, phrased to follow the field: "is missing",
 * "references missing document tag.gone") and, optionally, where it was read (`where`: a seed
 * file such as `docs/2.0/intro.md`, or `query DOC_SLUGS_QUERY`). The message is the one line the
 * build log, the rebuild receiver's status and its tests show:
 * `Invalid content in document <_id>: field "<field>" <detail> (<where>)` (`format`), read back by
 * `parse`. Thrown by the dataset compiler, the query layer and the loaders; the build stops on it
 * and the last good site keeps serving.
 */
export class ContentError extends Error {
  readonly documentId: string | null;
  readonly field: string;
  readonly detail: string;
  readonly where: string | undefined;

  constructor(documentId: string | null, field: string, detail: string, where?: string, options?: ErrorOptions) {
    super(ContentError.format({ documentId, field, detail, where }), options);
    this.name = "ContentError";
    this.documentId = documentId;
    this.field = field;
    this.detail = detail;
    this.where = where;
  }

  /** The one-line message of a content error; an empty field is shown as `(root)`. */
  static format({
    documentId,
    field,
    detail,
    where,
  }: ContentErrorLocation & { detail: string; where?: string }): string {
    const document = documentId ? ` in document ${documentId}` : "";
    return `Invalid content${document}: field "${field || "(root)"}" ${detail}${where ? ` (${where})` : ""}`;
  }

  /**
   * The first content error message in `text` (a build log, a stack trace; ANSI colour codes must
   * be removed first), or null when there is none. The message runs to the end of its line.
   */
  static parse(text: string): ParsedContentError | null {
    const match = text.match(MESSAGE);
    return match ? { documentId: match[1] ?? null, field: match[2], message: match[0].trim() } : null;
  }
}
