import { gzipSync } from "node:zlib";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { SEARCH_CONTEXTS, SEARCH_INDEX_BASE, type SearchManifest } from "../../../web/app/search/search-contexts.ts";
import type { SearchDocument, SearchIndexMeta } from "../../../web/app/search/search-document.ts";
import { SearchEngine } from "../../../web/app/search/search-engine.ts";
import { SEARCH_PAGE_HITS, SUGGESTION_HITS } from "../../../web/app/search/suggestion-limits.ts";
import { builtSearch } from "../../build/search/build-search-index.ts";
import { shardSearchIndex } from "../../build/search/search-shards.ts";
import { BENCH_QUERIES } from "./bench-queries.ts";

/**
 * `npm run bench:search`: on the real build and on a generated corpus ten times its size with
 * distinct text (distinctCopy), the index bytes per version, then for each benchmark query on a
 * fresh engine (a visitor's first query) the bytes it fetches (gzip level 9: the meta files of the
 * version's contexts and every chunk it reads) and its cold time (parsing those files' JSON and
 * searching, as the worker does once they arrive; network not counted), and query latency p50/p95
 * once the chunks are loaded (5 rounds, after one untimed pass so the JIT is warm). Each query asks
 * for the hits the search box asks for (SUGGESTION_HITS); the files a first query fetches are also
 * counted for the search page's larger ask (SEARCH_PAGE_HITS): on HTTP/1.1 a browser fetches six
 * at a time, so on a slow network their count, not their bytes, sets the wait. Targets: first
 * query <= 150 KB gzip; p95 <= 3 ms on the seed; p95 <= 10 ms and cold start <= 50 ms on the 10x
 * corpus. Prints figures; no pass or fail.
 *
 *   npm run bench:search -- [<client dir>] [--against <dir>]
 *
 * `--against` also times the engine of another checkout of this project (a `git worktree` of an
 * earlier commit, its node_modules installed or linked) beside this one on the same loaded chunks,
 * alternating query by query, 10 rounds, and counts the queries whose hits differ at the search
 * box's and the search page's hit counts: before-and-after figures from one run on a noisy host.
 */
const { values: options, positionals } = parseArgs({
  options: { against: { type: "string" } },
  allowPositionals: true,
});
const client = resolve(positionals[0] ?? "build/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** One version's index files in memory: file text by URL, and the meta file URL of each context. */
interface Corpus {
  label: string;
  version: string;
  texts: Map<string, string>;
  metas: string[];
}

const { manifest, indexes } = builtSearch(client);
const version = manifest.currentVersion;

console.log("Search index files of the build");
for (const name of manifest.versions) {
  for (const context of SEARCH_CONTEXTS) {
    const url = manifest.files[name][context];
    if (!url) continue;
    const directory = join(client, url, "..");
    const files = readdirSync(directory).filter((file) => file.endsWith(".json"));
    const raw = files.reduce((sum, file) => sum + readFileSync(join(directory, file)).length, 0);
    const gz = files.reduce((sum, file) => sum + gzipSize(readFileSync(join(directory, file), "utf8")), 0);
    console.log(
      `  ${name} ${context.padEnd(7)} ${String(files.length).padStart(4)} files ${kb(raw).padStart(10)} raw ${kb(gz).padStart(9)} gzip`,
    );
  }
}

/** The corpus of the build's current version, read from its files. */
function seedCorpus(): Corpus {
  const texts = new Map<string, string>();
  const metas: string[] = [];
  for (const context of SEARCH_CONTEXTS) {
    const url = manifest.files[version][context];
    if (!url) continue;
    metas.push(url);
    const directory = join(client, url, "..");
    for (const file of readdirSync(directory))
      if (file.endsWith(".json"))
        texts.set(`${url.slice(0, url.lastIndexOf("/"))}/${file}`, readFileSync(join(directory, file), "utf8"));
  }
  return { label: "seed", version, texts, metas };
}

/**
 * Copy `copy` of a document with text of its own: copy 0 is the document; in the others every word
 * of four letters or more becomes a pseudo-word of the same length, the same for every occurrence
 * in that copy (an FNV-1a hash of the copy and the word), so the corpus has ten times the distinct
 * vocabulary and compresses as real docs ten times the size would, not as ten repeats do.
 */
function distinctCopy(doc: SearchDocument, copy: number): SearchDocument {
  if (!copy) return doc;
  const rename = (text: string) =>
    text.replace(/\p{L}{4,}/gu, (word) => {
      let hash = 0x811c9dc5 ^ copy;
      for (const char of word.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
      let out = word.slice(0, 1);
      for (let i = 1; i < word.length; i++) {
        out += String.fromCharCode(97 + (hash % 26));
        hash = Math.imul(hash ^ i, 0x01000193) >>> 0;
      }
      return out;
    });
  return {
    ...doc,
    u: `${doc.u}-copy${copy}`,
    t: rename(doc.t),
    s: rename(doc.s),
    d: rename(doc.d),
    k: rename(doc.k),
    c: rename(doc.c),
  };
}

/** The current version's sections ten times over with distinct text, sharded as the build shards them. */
function tenfoldCorpus(): Corpus {
  const texts = new Map<string, string>();
  const metas: string[] = [];
  for (const { meta, docs } of indexes.filter(({ meta }) => meta.version === version)) {
    const copies = Array.from({ length: 10 }, (_, copy) => docs.map((doc) => distinctCopy(doc, copy))).flat();
    copies.sort((a, b) => (a.u + a.h).localeCompare(b.u + b.h));
    const sharded = shardSearchIndex(version, meta.context, copies);
    const base = `${SEARCH_INDEX_BASE}/${version}-${meta.context}.tenfold`;
    texts.set(`${base}/meta.json`, JSON.stringify({ ...sharded.meta, base } satisfies SearchIndexMeta));
    for (const [name, body] of sharded.files) texts.set(`${base}/${name}`, JSON.stringify(body));
    metas.push(`${base}/meta.json`);
  }
  return { label: "10x distinct text", version, texts, metas };
}

/**
 * A chunk reader over `corpus`'s files that parses each on its first read (as the worker keeps what
 * it fetched), calling `firstRead` with its URL then; `parsed()` is how many it has parsed.
 */
function parsingReader(corpus: Corpus, firstRead: (url: string) => void = () => {}) {
  const parsed = new Map<string, unknown>();
  const read = (url: string) => {
    if (!parsed.has(url)) {
      parsed.set(url, JSON.parse(corpus.texts.get(url)!));
      firstRead(url);
    }
    return parsed.get(url);
  };
  return { read, parsed: () => parsed.size };
}

/** An engine of class `Engine` (this checkout's or another's) reading `corpus` through `read`, its meta files added. */
function engineOver(Engine: typeof SearchEngine, corpus: Corpus, read: (url: string) => unknown): SearchEngine {
  const engine = new Engine(read);
  for (const url of corpus.metas) engine.add(read(url) as SearchIndexMeta);
  return engine;
}

/** A fresh engine over `corpus` that parses each file on first read and counts its gzip bytes. */
function freshEngine(corpus: Corpus, gzipOf: (url: string) => number) {
  const bytes: Record<string, number> = {};
  const { read, parsed } = parsingReader(corpus, (url) => {
    const kind = url.slice(url.lastIndexOf("/") + 1).replace(/\d*\.json$/, "");
    bytes[kind] = (bytes[kind] ?? 0) + gzipOf(url);
  });
  return {
    engine: engineOver(SearchEngine, corpus, read),
    fetched: () => Object.values(bytes).reduce((sum, kind) => sum + kind, 0),
    files: parsed,
    byKind: () => bytes,
  };
}

function measure(corpus: Corpus) {
  const gzipCache = new Map<string, number>();
  const gzipOf = (url: string) => {
    if (!gzipCache.has(url)) gzipCache.set(url, gzipSize(corpus.texts.get(url)!));
    return gzipCache.get(url)!;
  };
  const total = [...corpus.texts.keys()].reduce((sum, url) => sum + gzipOf(url), 0);
  // One untimed pass compiles the code paths (JIT), as a visitor's earlier searches would.
  const warm = freshEngine(corpus, gzipOf).engine;
  for (const query of BENCH_QUERIES) warm.search(query, corpus.version, [...SEARCH_CONTEXTS], SUGGESTION_HITS);
  const firstBytes: number[] = [];
  const firstFiles: number[] = [];
  const pageFiles: number[] = [];
  const cold: number[] = [];
  let heaviest = { query: "", bytes: 0 };
  const kinds: Record<string, number[]> = {};
  for (const query of BENCH_QUERIES) {
    const started = performance.now();
    const { engine, fetched, files, byKind } = freshEngine(corpus, gzipOf);
    engine.search(query, corpus.version, [...SEARCH_CONTEXTS], SUGGESTION_HITS);
    cold.push(performance.now() - started);
    firstBytes.push(fetched());
    firstFiles.push(files());
    const page = freshEngine(corpus, gzipOf);
    page.engine.search(query, corpus.version, [...SEARCH_CONTEXTS], SEARCH_PAGE_HITS);
    pageFiles.push(page.files());
    for (const kind of ["meta", "t", "d", "h"]) (kinds[kind] ??= []).push(byKind()[kind] ?? 0);
    if (fetched() > heaviest.bytes) heaviest = { query, bytes: fetched() };
  }
  const { engine } = freshEngine(corpus, gzipOf);
  const timings: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < 6; round++) {
    for (const query of BENCH_QUERIES) {
      const t0 = performance.now();
      engine.search(query, corpus.version, [...SEARCH_CONTEXTS], SUGGESTION_HITS);
      const elapsed = performance.now() - t0;
      // The first round loads the chunks; latency is timed once they are in.
      if (!round) continue;
      timings.push(elapsed);
      slowest.set(query, Math.max(slowest.get(query) ?? 0, elapsed));
    }
  }
  const worst = [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(`${corpus.label} (${corpus.version}, all index files ${kb(total)} gzip):`);
  console.log(
    `  first query fetches median ${kb(percentile(firstBytes, 50))}, p95 ${kb(percentile(firstBytes, 95))}, ` +
      `max ${kb(Math.max(...firstBytes))} gzip (${JSON.stringify(heaviest.query)}); target <= 150 KB`,
  );
  console.log(
    `  files a first query fetches: median ${percentile(firstFiles, 50)}, max ${Math.max(...firstFiles)} ` +
      `(search box); median ${percentile(pageFiles, 50)}, max ${Math.max(...pageFiles)} (search page, ${SEARCH_PAGE_HITS} hits)`,
  );
  const names: Record<string, string> = {
    meta: "meta files",
    t: "term chunks",
    d: "document chunks",
    h: "typo vocabulary",
  };
  console.log(
    `  of which, median: ${Object.entries(kinds)
      .map(([kind, values]) => `${names[kind]} ${kb(percentile(values, 50))}`)
      .join(", ")}`,
  );
  console.log(
    `  cold start (parse what the first query fetched, then search) median ${percentile(cold, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(cold, 95).toFixed(1)} ms`,
  );
  console.log(
    `  ${BENCH_QUERIES.length} queries x5, chunks loaded: p50 ${percentile(timings, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(timings, 95).toFixed(2)} ms, max ${Math.max(...timings).toFixed(2)} ms`,
  );
  console.log(`  slowest: ${worst.map(([query, ms]) => `${JSON.stringify(query)} ${ms.toFixed(1)} ms`).join(", ")}`);
}

/** The search engine class of the checkout at `dir`. */
const engineOf = async (dir: string): Promise<typeof SearchEngine> =>
  (await import(join(resolve(dir), "web/app/search/search-engine.ts"))).SearchEngine;

/**
 * This engine and `Other` over the same parsed files of `corpus`, chunks loaded: each query timed on
 * both, alternating which goes first, 10 rounds after an untimed one; prints each engine's p50 and
 * p95, the median of the per-query ratios (this / other), and the queries whose hits (page, section
 * and snippet, in order) differ at SUGGESTION_HITS or SEARCH_PAGE_HITS.
 */
function beside(corpus: Corpus, Other: typeof SearchEngine, label: string) {
  const { read } = parsingReader(corpus);
  const engines = [engineOver(SearchEngine, corpus, read), engineOver(Other, corpus, read)];
  const run = (engine: SearchEngine, query: string, limit = SUGGESTION_HITS) =>
    engine.search(query, corpus.version, [...SEARCH_CONTEXTS], limit);
  const shown = (hits: ReturnType<typeof run>) =>
    JSON.stringify(hits.map((hit) => [hit.doc.u, hit.doc.h, hit.snippet]));
  const differing = BENCH_QUERIES.filter((query) =>
    [SUGGESTION_HITS, SEARCH_PAGE_HITS].some(
      (limit) => shown(run(engines[0], query, limit)) !== shown(run(engines[1], query, limit)),
    ),
  );
  const timings: number[][] = [[], []];
  const ratios: number[] = [];
  for (let round = 0; round <= 10; round++)
    for (const query of BENCH_QUERIES) {
      const took = [0, 0];
      for (const side of round % 2 ? [1, 0] : [0, 1]) {
        const t0 = performance.now();
        run(engines[side], query);
        took[side] = performance.now() - t0;
      }
      if (!round) continue;
      timings[0].push(took[0]);
      timings[1].push(took[1]);
      ratios.push(took[0] / took[1]);
    }
  const figures = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
  console.log(`${corpus.label}, beside ${label}, ${BENCH_QUERIES.length} queries x10 alternating, chunks loaded:`);
  console.log(`  this checkout ${figures(timings[0])}; ${label} ${figures(timings[1])}`);
  console.log(`  per query, this / ${label}: median ${percentile(ratios, 50).toFixed(3)}`);
  console.log(
    `  queries whose hits differ (${SUGGESTION_HITS} or ${SEARCH_PAGE_HITS} asked for): ${differing.length}` +
      (differing.length ? ` (${differing.map((query) => JSON.stringify(query)).join(", ")})` : ""),
  );
}

console.log("\nFirst query and latency (Node, the browser worker's engine)");
const seed = seedCorpus();
const tenfold = tenfoldCorpus();
measure(seed);
measure(tenfold);
if (options.against) {
  const Other = await engineOf(options.against);
  console.log("");
  beside(seed, Other, options.against);
  beside(tenfold, Other, options.against);
}
