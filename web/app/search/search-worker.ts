/// <reference lib="webworker" />
import { SEARCH_MANIFEST_URL, type SearchContext, type SearchManifest } from "./search-contexts.ts";
import type { SearchIndexMeta } from "./search-document.ts";
import { ChunksNeeded, SearchEngine } from "./search-engine.ts";
import type { SearchRequest } from "./search-protocol.ts";

/**
 * The search Web Worker: loads the prebuilt index files on demand and answers queries, so
 * searching never blocks the page. Two operations, as SPEC.md section 7 describes:
 * `fetchIndexes(version, contexts)` (each index's small meta file) and `search(query, version,
 * contexts, limit)`, which fetches the chunk files the query needs (ChunksNeeded) and searches again.
 */
const chunks = new Map<string, unknown>();
const engine = new SearchEngine((url) => chunks.get(url));
const loading = new Map<string, Promise<unknown>>();
/** Round trips a query may take; each loads what the last showed it needs, so a few suffice. */
const MAX_PASSES = 8;

/**
 * Fetches and parses one search file once, however many callers ask (index files have immutable
 * URLs; the manifest is revalidated, `init`), and keeps it for the engine. A failed load is
 * forgotten, so the next query tries again. Rejects with an Error naming the URL and HTTP status.
 */
function load(url: string, init?: RequestInit): Promise<unknown> {
  let file = loading.get(url);
  if (!file) {
    file = fetch(url, init)
      .then((response) => {
        if (!response.ok) throw new Error(`The search file ${url} could not be loaded (HTTP ${response.status})`);
        return response.json();
      })
      .then((body: unknown) => {
        chunks.set(url, body);
        return body;
      });
    file.catch(() => loading.delete(url));
    loading.set(url, file);
  }
  return file;
}

async function fetchIndexes(version: string, contexts: SearchContext[]): Promise<string[]> {
  const files = ((await load(SEARCH_MANIFEST_URL, { cache: "no-cache" })) as SearchManifest).files[version] ?? {};
  await Promise.all(
    contexts.map(async (context) => {
      const url = files[context];
      if (url && !engine.has(version, context)) engine.add((await load(url)) as SearchIndexMeta);
    }),
  );
  return contexts.filter((context) => engine.has(version, context));
}

async function search(...[query, version, contexts, limit]: Extract<SearchRequest, { op: "search" }>["args"]) {
  await fetchIndexes(version, contexts);
  for (let pass = 1; ; pass++) {
    try {
      return engine.search(query, version, contexts, limit);
    } catch (error) {
      if (!(error instanceof ChunksNeeded) || pass === MAX_PASSES) throw error;
      await Promise.all(error.urls.map((url) => load(url)));
    }
  }
}

self.onmessage = async ({ data: request }: MessageEvent<SearchRequest>) => {
  let response: { ok: true; result: unknown } | { ok: false; error: string };
  try {
    const { op, args } = request;
    response = { ok: true, result: await (op === "search" ? search(...args) : fetchIndexes(...args)) };
  } catch (error) {
    response = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id: request.id, ...response });
};
