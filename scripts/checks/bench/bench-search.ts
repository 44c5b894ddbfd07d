import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { SearchEngine } from "../../../web/app/search/search-engine.ts";
import type { SearchManifest } from "../../../web/app/search/search-contexts.ts";
import { SEARCH_CONTEXTS } from "../../../web/app/search/search-contexts.ts";
import {
  createSearchIndex,
  type SearchDocument,
  type SearchIndexFile,
} from "../../../web/app/search/search-document.ts";
import { BENCH_QUERIES } from "./bench-queries.ts";

/**
 * `npm run bench:search`: index bytes per version and context (raw and gzip), cold start (parse the
 * files' JSON and build the engine, as the worker does after fetching them), and query latency p50/p95 over the benchmark queries (5 rounds, after
 * one untimed pass on another engine so the JIT is warm), on the real build and on a generated
 * corpus ten times its size with distinct text (distinctCopy), and the bytes a first query fetches
 * for each. Targets: p95 <= 3 ms on the seed, p95 <= 10 ms and cold start <= 50 ms on the 10x corpus,
 * <= 150 KB gzip fetched by a first query. Prints figures; no pass or fail.
 */
const client = resolve(process.argv[2] ?? "build/client");
const manifest = JSON.parse(readFileSync(join(client, "search-index/manifest.json"), "utf8")) as SearchManifest;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

console.log("Search index size");
for (const version of manifest.versions) {
  let raw = 0;
  let gz = 0;
  for (const context of SEARCH_CONTEXTS) {
    const url = manifest.files[version][context];
    if (!url) continue;
    const bytes = readFileSync(join(client, url));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += gzip;
    console.log(`  ${version} ${context.padEnd(7)} ${kb(bytes.length).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`);
  }
  console.log(`  ${version} total   ${kb(raw).padStart(10)} raw ${kb(gz).padStart(9)} gzip`);
}

function measure(label: string, files: SearchIndexFile[], version: string) {
  // One untimed pass on a throwaway engine compiles the code paths (JIT), as a visitor's earlier
  // searches would; the timed engine below still starts with empty caches.
  const warm = new SearchEngine();
  for (const file of files) warm.add(file);
  for (const query of BENCH_QUERIES) warm.search(query, version, [...SEARCH_CONTEXTS], 8);
  // Cold start is what the worker does with the fetched files: parse their JSON and add them.
  const texts = files.map((file) => JSON.stringify(file));
  const started = performance.now();
  const engine = new SearchEngine();
  for (const text of texts) engine.add(JSON.parse(text) as SearchIndexFile);
  const cold = performance.now() - started;
  const timings: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < 5; round++) {
    for (const query of BENCH_QUERIES) {
      const t0 = performance.now();
      engine.search(query, version, [...SEARCH_CONTEXTS], 8);
      const elapsed = performance.now() - t0;
      timings.push(elapsed);
      slowest.set(query, Math.max(slowest.get(query) ?? 0, elapsed));
    }
  }
  const docs = files.reduce((sum, file) => sum + file.docs.length, 0);
  console.log(
    `${label}: ${docs} sections, cold start ${cold.toFixed(1)} ms, ${BENCH_QUERIES.length} ` +
      `queries x5: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ` +
      `ms, max ${Math.max(...timings).toFixed(2)} ms`,
  );
  const worst = [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(`  slowest: ${worst.map(([query, ms]) => `${JSON.stringify(query)} ${ms.toFixed(1)} ms`).join(", ")}`);
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

const version = manifest.currentVersion;
const files = SEARCH_CONTEXTS.flatMap((context) =>
  manifest.files[version][context]
    ? [JSON.parse(readFileSync(join(client, manifest.files[version][context]!), "utf8")) as SearchIndexFile]
    : [],
);
const gzipBytes = (file: SearchIndexFile) => gzipSync(JSON.stringify(file), { level: 9 }).length;
const big = files.map((file) =>
  createSearchIndex(
    file.version,
    file.context,
    Array.from({ length: 10 }, (_, copy) => file.docs.map((doc) => distinctCopy(doc, copy))).flat(),
  ),
);
console.log("\nBytes a first query fetches: every index file of the version (the navbar searches all its contexts)");
for (const [label, set] of [
  ["seed", files],
  ["10x distinct text", big],
] as const) {
  const gzipped = set.map((file) => ({ context: file.context, bytes: gzipBytes(file) }));
  const sizes = gzipped.map(({ context, bytes }) => `${context} ${kb(bytes)}`).join(", ");
  const total = gzipped.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(`  ${label.padEnd(18)} ${kb(total).padStart(10)} gzip (${sizes}); target <= 150 KB`);
}
console.log("\nQuery latency (Node, same engine as the browser worker)");
measure(`real corpus ${version}`, files, version);
measure(`10x corpus ${version}, distinct text`, big, version);
