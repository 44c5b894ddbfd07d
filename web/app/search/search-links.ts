import type { SearchContext } from "./search-contexts.ts";
import type { SearchHit } from "./search-engine.ts";

/** Where a search came from: its query, contexts and version (SPEC.md section 9: result links carry q, ctx and version). */
export interface SearchOrigin {
  query: string;
  contexts: SearchContext[];
  version: string;
}

/**
 * The link of a hit: its page and section, carrying the words to highlight there (`_highlight`)
 * and the search it came from (`q`, `ctx`, `version`), so the page can lead back to the results.
 */
export function hitHref(hit: Pick<SearchHit, "doc" | "terms">, origin?: SearchOrigin): string {
  const params = new URLSearchParams();
  if (hit.terms.length) params.set("_highlight", hit.terms.join(" "));
  if (origin?.query.trim()) {
    params.set("q", origin.query);
    params.set("ctx", origin.contexts.join(","));
    params.set("version", origin.version);
  }
  const query = params.toString();
  return `${hit.doc.u}${query ? `?${query}` : ""}${hit.doc.h ? `#${hit.doc.h}` : ""}`;
}

/** URL of the search page for a query (SPEC.md section 9: q, ctx, version). */
export function searchPageHref(query: string, contexts: SearchContext[], version: string): string {
  return `/search?${new URLSearchParams({ q: query, ctx: contexts.join(","), version }).toString()}`;
}
