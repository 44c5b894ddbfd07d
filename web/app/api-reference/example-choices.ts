import type { ExampleLabel, ResponseView } from "./operation-view.ts";

/**
 * Reason phrases of the status codes an API reference documents: RFC 9110 section 15 (15.3 2xx,
 * 15.5 4xx), and 429 from RFC 6585 section 4.
 */
const REASON_PHRASES: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "405": "Method Not Allowed",
  "409": "Conflict",
  "410": "Gone",
  "412": "Precondition Failed",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  "504": "Gateway Timeout",
};

/** Names of the status classes of RFC 9110 section 15, for OpenAPI's range keys `1XX` to `5XX`. */
const CLASS_NAMES: Record<string, string> = {
  "1": "Informational",
  "2": "Successful",
  "3": "Redirection",
  "4": "Client Error",
  "5": "Server Error",
};

/**
 * How a status switcher names a response key of an OpenAPI `responses` object (OpenAPI 3.1,
 * section 4.8.16): a code with its reason phrase ("201 Created", "422 Unprocessable Content"), a
 * range with its class name ("5XX Server Error"), `default` as "Other statuses"; a code without a
 * known phrase stays the bare code ("418").
 */
export function statusLabel(status: string): string {
  if (status === "default") return "Other statuses";
  const range = /^([1-5])XX$/i.exec(status);
  if (range) return `${range[1]}XX ${CLASS_NAMES[range[1]]}`;
  const phrase = REASON_PHRASES[status];
  return phrase ? `${status} ${phrase}` : status;
}

/** How an example is named in a dropdown and over its code: its `summary`, else its key in `examples`. */
export const exampleLabel = (example: ExampleLabel): string => example.summary ?? example.name;

/**
 * The responses a response card offers, in the document's order: those whose body has at least
 * one example. `initial` is the status shown first: the first successful (2xx) one, else the
 * first offered. Null when no response has an example (the card is then left out).
 */
export function exampleResponses<E extends ExampleLabel>(
  responses: ResponseView<E>[],
): { responses: ResponseView<E>[]; initial: string } | null {
  const offered = responses.filter((response) => (response.body?.examples.length ?? 0) > 0);
  if (!offered.length) return null;
  return {
    responses: offered,
    initial: (offered.find((response) => response.status.startsWith("2")) ?? offered[0]).status,
  };
}
