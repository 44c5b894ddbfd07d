import type { SearchContext } from "./search-contexts.ts";
import type { SearchHit } from "./search-engine.ts";

/** A message to the search worker. */
export type SearchRequest =
  | { id: number; op: "fetchIndexes"; args: [version: string, contexts: SearchContext[]] }
  | { id: number; op: "search"; args: [query: string, version: string, contexts: SearchContext[], limit: number] };

/** The worker's answer to the request with the same `id`. */
export type SearchResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export type { SearchHit };
