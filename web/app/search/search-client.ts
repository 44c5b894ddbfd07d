import type { SearchContext } from "./search-contexts.ts";
import type { SearchHit, SearchRequest, SearchResponse } from "./search-protocol.ts";

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function call<T>(request: Omit<SearchRequest, "id">): Promise<T> {
  if (!worker) {
    worker = new Worker(new URL("./search-worker.ts", import.meta.url), { type: "module", name: "search" });
    worker.onmessage = (event: MessageEvent<SearchResponse>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.result);
      else entry.reject(new Error(event.data.error));
    };
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker!.postMessage({ ...request, id });
  });
}

/**
 * Loads the index files of `version` for `contexts` into the search worker (started on first use).
 * Resolves to the contexts that have an index. Rejects when the files cannot be fetched.
 */
export const fetchIndexes = (version: string, contexts: SearchContext[]) =>
  call<SearchContext[]>({ op: "fetchIndexes", args: [version, contexts] });

/** Runs a query in the worker: up to `limit` hits of `version` in `contexts`, best first. */
export const searchIndexes = (query: string, version: string, contexts: SearchContext[], limit: number) =>
  call<SearchHit[]>({ op: "search", args: [query, version, contexts, limit] });
