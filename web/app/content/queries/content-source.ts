/**
 * Where GROQ queries run. Two implementations: the embedded NDJSON dataset (groq-js) and a live
 * Sanity project (@sanity/client). Both answer in the published perspective and both reject a
 * query whose `$parameter` was not supplied, as the Content Lake does (HTTP 400).
 */
export interface ContentSource {
  /** Human-readable description for logs, e.g. `embedded dataset .cache/dataset.ndjson`. */
  readonly description: string;
  /** Runs a GROQ query with parameters; resolves to the raw JSON result. */
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>;
}

/** A query referenced a `$parameter` that was not supplied. */
export class MissingParameterError extends Error {
  constructor(names: string[]) {
    const listed = names.map((n) => `$${n}`).join(", ");
    super(
      `GROQ query references parameter${names.length > 1 ? "s" : ""} ${listed} that ${names.length > 1 ? "were" : "was"} not provided`,
    );
    this.name = "MissingParameterError";
  }
}
