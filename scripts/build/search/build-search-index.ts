import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildCache, type BuildCache, packageVersion } from "../../../web/app/content/build/build-cache.server.ts";
import { hashFiles } from "../hash-files.ts";
import {
  SEARCH_CONTEXTS,
  SEARCH_INDEX_BASE,
  type SearchContext,
  type SearchManifest,
} from "../../../web/app/search/search-contexts.ts";
import { chunkFile, type SearchDocument, type SearchIndexMeta } from "../../../web/app/search/search-document.ts";
import { SearchEngine, type ChunkReader } from "../../../web/app/search/search-engine.ts";
import type { BuiltPage } from "../hosting/html-files.ts";
import { extractSections } from "./extract-sections.ts";
import { shardSearchIndex } from "./search-shards.ts";

/**
 * The sections of each page are kept in the build cache by its path and HTML: a publish changes a
 * few pages, and parsing every page's HTML again was most of this step. The extractor's source and
 * the HTML parser's version are the fingerprint, so a change to either reads every page afresh.
 */
let sectionsCache: BuildCache | null = null;

type PageSections = ReturnType<typeof extractSections>;

/** Whether the built file `file` is a page the search indexes (a route's `index.html`, not 404.html). */
export const isIndexedPage = (file: string): boolean => file.endsWith("/index.html");

/** Sections `extractSectionsAhead` started on, by `aheadKey`, until the search step runs. */
const ahead = new Map<string, Promise<PageSections>>();
const aheadKey = ({ path, digest }: BuiltPage) => `${path}\0${digest}`;

/**
 * Starts on the search sections of `page` (`pageSections`) before the search step, for
 * `buildSearchIndexes` to take if the page still has that HTML then: a full build calls it for each
 * page as its render thread writes it, on the core the render leaves, so that the search step
 * after the render only groups and shards. An error is kept for the search step to throw.
 */
export function extractSectionsAhead(page: BuiltPage): void {
  const sections = pageSections(page);
  sections.catch(() => undefined);
  ahead.set(aheadKey(page), sections);
}

/** The sections of a page with its final HTML: those `extractSectionsAhead` started on for it, else `pageSections`. */
function sectionsOf(page: BuiltPage): Promise<PageSections> {
  return ahead.get(aheadKey(page)) ?? pageSections(page);
}

/**
 * The search sections of a prerendered page (extractSections), from the build cache when a page of
 * this path had this HTML before (its `digest`).
 */
async function pageSections({ path, html, digest }: BuiltPage): Promise<PageSections> {
  sectionsCache ??= buildCache(
    "search-sections",
    JSON.stringify({
      extractor: readFileSync(new URL("./extract-sections.ts", import.meta.url), "utf8"),
      parser: packageVersion("htmlparser2", import.meta.url),
    }),
    { keepInMemory: false },
  );
  return JSON.parse(
    await sectionsCache.get(`${path}\0${digest}`, async () => JSON.stringify(extractSections(html, path))),
  );
}

/**
 * The build cache of each index's directory name by its documents. The index format is written by
 * the modules of this folder and web/app/search/ (shards, chunk names, tokens, stems) with the
 * stemmer and Fuse.js, so their sources and those packages' versions are the fingerprint: a code
 * change elsewhere does not shard every index again.
 */
let shardsCache: BuildCache | null = null;
const root = resolve(import.meta.dirname, "../../..");

/**
 * The sharded index of one version and context (`shardSearchIndex`) as files: each chunk's JSON
 * by name, the meta file without `base`, and the directory it goes in,
 * `<version>-<context>.<sha256 prefix of them all>`.
 */
function writtenIndex(version: string, context: SearchContext, docs: SearchDocument[]) {
  const { meta, files } = shardSearchIndex(version, context, docs);
  const bodies = [...files].map(([name, body]) => [name, JSON.stringify(body)] as const);
  const hash = createHash("sha256").update(JSON.stringify(meta));
  for (const [name, body] of bodies) hash.update(`\0${name}\0${body}`);
  return { meta, bodies, directory: `${version}-${context}.${hash.digest("hex").slice(0, 10)}` };
}

/**
 * Builds the search indexes of a built site from its prerendered `pages` (with their final HTML):
 * splits each page into sections (once per page content, see `pageSections`), groups them by
 * version and context, and writes each group's sharded index (shardSearchIndex) into
 * `/search-index/<version>-<context>.<sha256 prefix>/` (its `meta.json` and chunk files, the
 * prefix a hash of them all, so every URL is immutable), plus `manifest.json` naming the current
 * meta files. A directory already there under its name is kept as it is (a publish updating the
 * last build rewrites only the indexes whose content changed, and a group whose documents were
 * indexed before is not sharded again: `shardsCache`); any other is removed. `onFinal` receives
 * the absolute paths of each index's files once its directory is in place, written or kept, and of
 * the manifest.
 * Resolves with the manifest.
 */
export async function buildSearchIndexes(
  clientDir: string,
  pages: BuiltPage[],
  currentVersion: string,
  onFinal: (files: string[]) => void = () => undefined,
): Promise<SearchManifest> {
  const groups = new Map<string, SearchDocument[]>();
  for (const built of pages) {
    if (!isIndexedPage(built.file)) continue;
    const page = await sectionsOf(built);
    if (!page) continue;
    const key = `${page.meta.version}|${page.meta.context}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(...page.docs);
  }
  // Those left were read from HTML a page no longer has.
  ahead.clear();
  const outDir = join(clientDir, SEARCH_INDEX_BASE);
  mkdirSync(outDir, { recursive: true });
  const manifest: SearchManifest = { currentVersion, versions: [], files: {} };
  const written = new Set<string>();
  shardsCache ??= buildCache(
    "search-index",
    hashFiles(createHash("sha256"), root, ["scripts/build/search", "web/app/search"])
      .update(`\0${packageVersion("stemmer", import.meta.url)}\0${packageVersion("fuse.js", import.meta.url)}`)
      .digest("hex"),
  );
  for (const [key, docs] of [...groups.entries()].sort()) {
    const [version, context] = key.split("|") as [string, SearchContext];
    docs.sort((a, b) => (a.u + a.h).localeCompare(b.u + b.h));
    let index: ReturnType<typeof writtenIndex> | null = null;
    // An index's directory is named by its content, so documents indexed before (most of each
    // build of content that changed little) need only their name.
    const directory = await shardsCache.get(
      JSON.stringify([version, context, docs]),
      async () => (index = writtenIndex(version, context, docs)).directory,
    );
    written.add(directory);
    // A directory of that name left by the build a publish updates holds these very files; a new
    // one is written aside and renamed, so it is never partial.
    if (!existsSync(join(outDir, directory))) {
      const { bodies, meta } = (index ??= writtenIndex(version, context, docs));
      const partial = join(outDir, `.${directory}.partial`);
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial);
      for (const [name, body] of bodies) writeFileSync(join(partial, name), body);
      writeFileSync(
        join(partial, "meta.json"),
        JSON.stringify({ ...meta, base: `${SEARCH_INDEX_BASE}/${directory}` } satisfies SearchIndexMeta),
      );
      renameSync(partial, join(outDir, directory));
    }
    onFinal(readdirSync(join(outDir, directory)).map((name) => join(outDir, directory, name)));
    const base = `${SEARCH_INDEX_BASE}/${directory}`;
    manifest.files[version] ??= {};
    manifest.files[version][context] = `${base}/meta.json`;
  }
  manifest.versions = Object.keys(manifest.files).sort((a, b) =>
    a === currentVersion ? -1 : b === currentVersion ? 1 : b.localeCompare(a, undefined, { numeric: true }),
  );
  for (const version of manifest.versions)
    for (const context of SEARCH_CONTEXTS)
      if (!manifest.files[version][context]) delete manifest.files[version][context];
  writeFileSync(join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  onFinal([join(outDir, "manifest.json")]);
  for (const entry of readdirSync(outDir))
    if (!written.has(entry) && !entry.startsWith("manifest.json")) rmSync(join(outDir, entry), { recursive: true });
  return manifest;
}

/**
 * The search of a built `clientDir` as Node sees it: its manifest, every index's meta file with all
 * its documents in order, and a SearchEngine holding them all that reads chunks from disk
 * (builtChunkReader), as the worker does over HTTP. Throws when a file is missing.
 */
export function builtSearch(clientDir: string): {
  manifest: SearchManifest;
  engine: SearchEngine;
  indexes: { meta: SearchIndexMeta; docs: SearchDocument[] }[];
} {
  const read = builtChunkReader(clientDir);
  const manifest = read(`${SEARCH_INDEX_BASE}/manifest.json`) as SearchManifest;
  const engine = new SearchEngine(read);
  const indexes = manifest.versions.flatMap((version) =>
    Object.values(manifest.files[version]).map((url) => {
      const meta = read(url!) as SearchIndexMeta;
      engine.add(meta);
      const docs = Array.from(
        { length: Math.ceil(meta.docs / meta.docsPerChunk) },
        (_, i) => read(`${meta.base}/${chunkFile("d", i)}`) as SearchDocument[],
      ).flat();
      return { meta, docs };
    }),
  );
  return { manifest, engine, indexes };
}

/**
 * A ChunkReader over a built `clientDir` (`build/client`): each URL read from its file once and
 * parsed. Throws when a file is missing. For tests and benchmarks, which search the built indexes
 * synchronously in Node.
 */
export function builtChunkReader(clientDir: string): ChunkReader {
  const parsed = new Map<string, unknown>();
  return (url) => {
    if (!parsed.has(url)) parsed.set(url, JSON.parse(readFileSync(join(clientDir, url), "utf8")));
    return parsed.get(url);
  };
}
