/**
 * Why a page could not be loaded, by what failed (SPEC.md sections 4 and 8: "A page fails to load:
 * the error text and a Retry button"), never by the words of a message. `resource` is the request:
 * the route's `data` (React Router's data request) or the page's prerendered `content`
 * (lib/page-parts.ts); `path` is the page's path. `kind`:
 * - `network`: the request got no answer (offline, connection reset; the Fetch standard rejects
 *   with a TypeError, kept as `cause`);
 * - `status`: the server answered with an error status.
 */
export type PageLoadFailure = { resource: "data" | "content"; path: string } & (
  | { kind: "network"; cause: unknown }
  | { kind: "status"; status: number }
);

const describe = (failure: PageLoadFailure): string =>
  `The ${failure.resource} of ${failure.path} could not be loaded: ` +
  (failure.kind === "network" ? "the request got no answer" : `the server answered with status ${failure.status}`);

/**
 * A page's code, data or content could not be fetched. Made where the request was made (the data
 * and content of a navigation: lib/page-parts.ts and the site layout's middleware), so what failed
 * is known there; the error boundary reads `failure`, and shows `cause` as the error's cause chain.
 */
export class PageLoadError extends Error {
  readonly failure: PageLoadFailure;

  constructor(failure: PageLoadFailure) {
    super(describe(failure), failure.kind === "network" ? { cause: failure.cause } : undefined);
    this.name = "PageLoadError";
    this.failure = failure;
  }
}

/** The messages of an error and of every `cause` below it, outermost first (at most 10, so a cycle ends). */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}
