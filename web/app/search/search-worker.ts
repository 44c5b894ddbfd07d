/// <reference lib="webworker" />
import { SEARCH_MANIFEST_URL, type SearchContext, type SearchManifest } from "./search-contexts.ts";
import type { SearchIndexFile } from "./search-document.ts";
import { SearchEngine } from "./search-engine.ts";
import type { SearchRequest } from "./search-protocol.ts";

/**
 * The search Web Worker: loads prebuilt index files on demand and answers queries, so
 * searching never blocks the page. Two operations, as SPEC.md section 7 describes:
 * `fetchIndexes(version, contexts)` and `search(query, version, contexts, limit)`.
 */
const engine = new SearchEngine();
let manifest: Promise<SearchManifest> | null = null;
const loading = new Map<string, Promise<void>>();

async function fetchIndexes(version: string, contexts: SearchContext[]): Promise<string[]> {
  manifest ??= fetch(SEARCH_MANIFEST_URL, { cache: "no-cache" }).then((response) => {
    if (!response.ok) throw new Error(`The search index manifest could not be loaded (HTTP ${response.status})`);
    return response.json() as Promise<SearchManifest>;
  });
  const files = (await manifest).files[version] ?? {};
  await Promise.all(
    contexts.map((context) => {
      const url = files[context];
      if (!url) return Promise.resolve();
      const key = `${version}|${context}`;
      if (!loading.has(key)) {
        loading.set(
          key,
          fetch(url)
            .then((response) => {
              if (!response.ok)
                throw new Error(`The ${context} search index could not be loaded (HTTP ${response.status})`);
              return response.json() as Promise<SearchIndexFile>;
            })
            .then((file) => engine.add(file))
            .catch((error) => {
              loading.delete(key);
              throw error;
            }),
        );
      }
      return loading.get(key)!;
    }),
  );
  return contexts.filter((context) => engine.has(version, context));
}

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  const reply = (response: { ok: true; result: unknown } | { ok: false; error: string }) =>
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id: request.id, ...response });
  try {
    if (request.op === "fetchIndexes") reply({ ok: true, result: await fetchIndexes(...request.args) });
    else {
      const [query, version, contexts, limit] = request.args;
      await fetchIndexes(version, contexts);
      reply({ ok: true, result: engine.search(query, version, contexts, limit) });
    }
  } catch (error) {
    reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
