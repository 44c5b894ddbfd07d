import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, type Stats, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Worker } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  buildCache,
  cacheRoot,
  placeResult,
  type StoredResult,
} from "../../../web/app/content/build/build-cache.server.ts";

/** File types worth compressing: text. Images other than SVG, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(html|data|js|mjs|css|json|svg|xml|txt|md|yaml|yml|map|webmanifest)$/;

/** Files smaller than this (bytes) are sent as they are: a compressed body would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

/** Folders of `client/` whose files have content-hashed names: the app's code and styles, and the search indexes. */
const CONTENT_HASHED = ["assets", "search-index"];

/**
 * The Brotli quality of a file, by its path relative to `client/`. Files under content-hashed
 * names get 10: a name's content never changes, so each is compressed once and reused by later
 * builds through the build cache, and every reader (code, styles) or searcher (indexes) fetches
 * them whole. Everything else (pages, `.data`, Markdown twins, feeds) changes with each publish
 * and gets 8: qualities 10 and 11 switch to Brotli's slow optimal parsing, which costs far more CPU
 * per publish than the bytes it saves (RFC 7932 leaves quality to the encoder; the measured figures
 * are in docs/decisions/0008-build-rendering-and-compression.md).
 */
export function brotliQualityOf(relativePath: string): number {
  return CONTENT_HASHED.includes(relativePath.split(/[\\/]/)[0]) ? 10 : 8;
}

/**
 * Every file under `dir`, as absolute paths, but under the directories `skip` (absolute). Types come
 * from the listing, not from a stat of each entry: a step may remove files meanwhile.
 */
const listFiles = (dir: string, skip: string[] = []): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    return skip.includes(path) ? [] : listFiles(path, skip);
  });

/**
 * The `.br` and `.gz` twins of one file of `clientDir` (absolute path), as build cache entries
 * (`BuildCache.getFile`), compressed unless the same bytes were compressed at the same quality
 * before. Compression is synchronous: on this
 * project's 2-core build machines, zlib's thread pool ran it slower than one thread did (its threads
 * spent as long in the kernel, allocating, as compressing), so overlap comes from a worker thread instead.
 */
export type Compressor = (file: string, bytes: Buffer) => Promise<[br: StoredResult, gz: StoredResult]>;

/** The build cache step of the gzip twins (`cachedCompressor`), one entry per file content compressed. */
const GZIP_STEP = "gzip";

/**
 * Whether the build cache holds no compressed twins yet (a first build, a fresh clone): then each
 * file is compressed for the first time, CPU worth moving beside the render, while with a cache
 * that has them a twin costs a hash and a link.
 */
export const compressionCacheEmpty = (): boolean => !existsSync(join(cacheRoot(), GZIP_STEP));

/** A Compressor for the site in `clientDir`, its results kept in the build cache. */
export function cachedCompressor(clientDir: string): Compressor {
  const gzipCache = buildCache(GZIP_STEP, `node zlib ${process.versions.zlib} gzip level 9`);
  const brotliCaches = new Map<number, ReturnType<typeof buildCache>>();
  const brotliCache = (quality: number) => {
    let cache = brotliCaches.get(quality);
    if (!cache)
      brotliCaches.set(
        quality,
        (cache = buildCache("brotli", `node zlib ${process.versions.zlib} brotli quality ${quality}`)),
      );
    return cache;
  };
  return (file, bytes) => {
    const quality = brotliQualityOf(relative(clientDir, file).split(sep).join("/"));
    // Both caches are keyed by one hash of the bytes, not each by a hash of its own over them.
    const digest = createHash("sha256").update(bytes).digest("hex");
    return Promise.all([
      brotliCache(quality).getFile(digest, async () =>
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      ),
      gzipCache.getFile(digest, async () => gzipSync(bytes, { level: 9 })),
    ]);
  };
}

/** What writing one file's twins left: the file's length and its Brotli twin's (bytes). */
export interface TwinsWritten {
  bytes: number;
  brotliBytes: number;
}

/**
 * What the worker of `warm` wrote for one file: its twins, and the file's modification time (ms,
 * `fs.Stats.mtimeMs`) read before its bytes, by which `finish` tells the file has not been written
 * since.
 */
export interface TwinsWarmed extends TwinsWritten {
  mtimeMs: number;
}

/**
 * Puts `<file>.br` and `<file>.gz` beside `file` (absolute, in the site of `compress`, its
 * contents `bytes`) when it is at least MIN_COMPRESS_BYTES, keeping only twins smaller than the
 * file, and removes its twins when it is smaller. Twins are hard links to their build cache
 * entries where the file system allows (`placeResult`), so each is a new name, not a new file.
 * Returns what was written, or null for a file too small.
 */
async function writeTwins(file: string, bytes: Buffer, compress: Compressor): Promise<TwinsWritten | null> {
  const twins = [`${file}.br`, `${file}.gz`];
  if (bytes.length < MIN_COMPRESS_BYTES) {
    for (const twin of twins) rmSync(twin, { force: true });
    return null;
  }
  const compressed = await compress(file, bytes);
  compressed.forEach((twin, index) =>
    twin.bytes < bytes.length ? placeResult(twin, twins[index]) : rmSync(twins[index], { force: true }),
  );
  return { bytes: bytes.length, brotliBytes: Math.min(compressed[0].bytes, bytes.length) };
}

/**
 * Writes the twins of `file` (`writeTwins`) and returns them with the file's modification time as
 * `stats` shows it (read before its bytes; a stat now when not given), or null for a file too small.
 * Throws when the file cannot be read (removed meanwhile).
 */
export async function compressFile(
  file: string,
  compress: Compressor,
  stats: Stats = statSync(file),
): Promise<TwinsWarmed | null> {
  const twins = await writeTwins(file, readFileSync(file), compress);
  return twins && { ...twins, mtimeMs: stats.mtimeMs };
}

/**
 * Every COMPRESSIBLE file under `clientDir` but those under the top-level folders `except`, with
 * its `fs.Stats`, largest first: a large file left for last would be the step's tail.
 */
export function compressibleFiles(clientDir: string, except: string[] = []): Map<string, Stats> {
  const listed = listFiles(
    clientDir,
    except.map((folder) => join(clientDir, folder)),
  ).filter((file) => COMPRESSIBLE.test(file));
  const stats = new Map<string, Stats>();
  for (const file of listed) {
    // A file removed since it was listed is not there to compress.
    const found = statSync(file, { throwIfNoEntry: false });
    if (found) stats.set(file, found);
  }
  return new Map([...stats].sort(([, a], [, b]) => b.size - a.size));
}

/**
 * Whether the twins the worker wrote for a file (`before`) still match the file as `stats` shows it:
 * it has not been written since it was read (its modification time, read before its bytes, and its
 * size are unchanged).
 */
export const twinsStillMatch = (before: TwinsWarmed | undefined, stats: Stats): before is TwinsWarmed =>
  before !== undefined && before.mtimeMs === stats.mtimeMs && before.bytes === stats.size;

/**
 * Whether a file, as `stats` shows it, was last written at or before `matchedAt` (ms since the
 * epoch, when the last build's twins all matched their files; null when no time is trusted): then
 * its twins are the ones made from it (`sitePrecompression`'s `keepUnchanged`).
 */
export const unchangedSince = (matchedAt: number | null, stats: Stats): boolean =>
  matchedAt !== null && stats.mtimeMs <= matchedAt;

/** Precompression of one built site: see `sitePrecompression`. */
export interface SitePrecompression {
  /**
   * Queues `files` (absolute paths under the directory, each final: written for the last time
   * before `finish`) for the worker thread to write their twins, in order, while other steps run:
   * a full build adds each page as its render thread writes it, and each search index as it is
   * written. Leave out any file in a folder a later step removes files from (the worker's twins
   * would land in it while it goes).
   */
  add(files: string[]): void;
  /**
   * Queues every file now under the directory but those under `except` (top-level folders of the
   * site), listed by the worker: call it when they are final, and leave out any folder a later
   * step removes files from. A file whose twins the worker wrote and that was not written since is
   * not compressed again.
   */
  addPresent(except?: string[]): void;
  /**
   * Lets the worker finish its queue, compressing every other queued file on this thread meanwhile
   * (or ends the worker, when it was given nothing), then makes every
   * COMPRESSIBLE file's twins match it: twins the worker wrote stay for a file not written since
   * (its modification time and size tell), every other file of at least MIN_COMPRESS_BYTES gets
   * `<file>.br` and `<file>.gz`, keeping only twins smaller than their file; twins of files now
   * too small, or gone, are removed. Returns the number of files with twins, the bytes before
   * and after (Brotli), and how many of the worker's queue this thread compressed (`handedBack`).
   */
  finish(): Promise<{ files: number; bytes: number; brotliBytes: number; handedBack: number }>;
}

/**
 * Precompression of the site in `clientDir` (Brotli at `brotliQualityOf`, gzip level 9): the site
 * server (express-static-gzip) and nginx (`gzip_static`, `brotli_static`) then send the twins as
 * they are, so no request pays for compression. Results are kept in the build cache by content, so
 * a file is compressed once across builds. Its worker thread starts at once, so that its code has
 * loaded by the time files are added (a full build makes this before its pages render); it does
 * not keep the process alive until `finish`.
 *
 * `finish` records in `matchedFile` (ms since the epoch) when every twin matched its file. With
 * `keepUnchanged`, a file last written at or before the time recorded there keeps the twins it
 * has, unread: an incremental build updates a copy of the last build made with its files'
 * modification times (local-build.ts), so a file it did not write is the file those twins were
 * made from, and a file it wrote has a later time. Without it (a full build, whose output may
 * hold files older than its twins), every file is checked.
 */
export function sitePrecompression(
  clientDir: string,
  { matchedFile, keepUnchanged = false }: { matchedFile?: string; keepUnchanged?: boolean } = {},
): SitePrecompression {
  const recorded =
    keepUnchanged && matchedFile && existsSync(matchedFile) ? Number(readFileSync(matchedFile, "utf8")) : NaN;
  const matchedAt = Number.isFinite(recorded) ? recorded : null;
  const unchanged = (stats: Stats) => unchangedSince(matchedAt, stats);
  const worker = new Worker(new URL("./precompress-worker.ts", import.meta.url), {
    workerData: { clientDir, matchedAt } satisfies PrecompressWorkerData,
  });
  worker.unref();
  // A worker that fails only leaves more for `finish` to compress.
  let handBack: (files: string[]) => void = () => undefined;
  const handedBack = new Promise<string[]>((done) => (handBack = done));
  const ended = new Promise<Map<string, TwinsWarmed>>((done) => {
    let written = new Map<string, TwinsWarmed>();
    worker
      .on("message", (report: PrecompressWorkerReport) =>
        "handedBack" in report ? handBack(report.handedBack) : (written = new Map(report.written)),
      )
      .once("exit", () => done(written))
      .once("error", () => done(new Map()));
  });
  void ended.then(() => handBack([]));
  let given = false;
  let finishing = false;
  const tell = (message: PrecompressWorkerMessage) => {
    if (finishing) return;
    given = true;
    worker.postMessage(message);
  };
  return {
    add: (files) => files.length && tell({ files }),
    addPresent: (except = []) => tell({ except }),
    async finish() {
      finishing = true;
      if (given) {
        worker.ref();
        worker.postMessage({ last: true } satisfies PrecompressWorkerMessage);
      } else void worker.terminate();
      const compress = cachedCompressor(clientDir);
      // This thread would only wait for the worker's queue: it takes the files the worker hands
      // back, so both cores compress the tail.
      const shared = new Map<string, TwinsWarmed>();
      const takenOver = given ? await handedBack : [];
      for (const file of takenOver) {
        const stats = statSync(file, { throwIfNoEntry: false });
        if (!stats || unchanged(stats)) continue;
        const twins = await compressFile(file, compress, stats).catch(() => null);
        if (twins) shared.set(file, twins);
      }
      const warmed = new Map([...(given ? await ended : []), ...shared]);
      // A twin whose file is gone (a page an incremental build turned into a redirect) would still
      // be served for its path (express-static-gzip, nginx gzip_static), so it goes too.
      for (const twin of listFiles(clientDir).filter((file) => /\.(br|gz)$/.test(file))) {
        const original = twin.slice(0, -3);
        if (COMPRESSIBLE.test(original) && !existsSync(original)) rmSync(twin, { force: true });
      }
      const totals = { files: 0, bytes: 0, brotliBytes: 0, handedBack: takenOver.length };
      for (const [file, stats] of compressibleFiles(clientDir)) {
        if (unchanged(stats)) {
          const brotli = statSync(`${file}.br`, { throwIfNoEntry: false });
          if (!brotli && !existsSync(`${file}.gz`)) continue;
          totals.files++;
          totals.bytes += stats.size;
          totals.brotliBytes += Math.min(brotli?.size ?? stats.size, stats.size);
          continue;
        }
        const before = warmed.get(file);
        // A file written since the worker read it (an incremental build rewrites its llms files) is
        // compressed again; the others are not read again.
        const written = twinsStillMatch(before, stats) ? before : await compressFile(file, compress, stats);
        if (!written) continue;
        totals.files++;
        totals.bytes += written.bytes;
        totals.brotliBytes += written.brotliBytes;
      }
      if (matchedFile) writeFileSync(matchedFile, String(Date.now()));
      return totals;
    },
  };
}

/** What `sitePrecompression` starts `precompress-worker.ts` with. */
export interface PrecompressWorkerData {
  clientDir: string;
  /** Files last written at or before this time (ms since the epoch) keep their twins; null: none do. */
  matchedAt: number | null;
}

/**
 * What the worker is told: files to compress (`add`), every file but those in the top-level
 * folders `except` of `clientDir` (`addPresent`), or to report and end once its queue is done (`finish`).
 */
export type PrecompressWorkerMessage = { files: string[] } | { except: string[] } | { last: true };

/**
 * What the worker tells: once told the last, the queued files it hands back for `finish` to
 * compress on its own thread (every other one), then, once its queue is done, what it wrote.
 */
export type PrecompressWorkerReport = { handedBack: string[] } | { written: [string, TwinsWarmed][] };

/** Where the build in `buildDir` records when its twins last matched their files (`sitePrecompression`'s `matchedFile`). */
export const twinsMatchedFile = (buildDir: string): string => join(buildDir, ".twins-matched");

/** `sitePrecompression(clientDir).finish()`: precompresses the site as it is now. */
export const precompressSite = (clientDir: string) => sitePrecompression(clientDir).finish();
