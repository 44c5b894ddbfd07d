import { readdirSync, statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildCache } from "../../../web/app/content/build-cache.server.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File types worth compressing: text. Images other than SVG, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(html|data|js|mjs|css|json|svg|xml|txt|md|yaml|yml|map|webmanifest)$/;

/** Files smaller than this (bytes) are sent as they are: a compressed body would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

// Two at a time per core is enough to keep zlib's thread pool busy without holding every file in memory.
const CONCURRENCY = 4;

/** Every file under `dir`, as absolute paths. */
const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

/**
 * Writes `<file>.br` (Brotli, quality `brotliQuality`, default 10) and `<file>.gz` (gzip level 9)
 * beside every COMPRESSIBLE file of at least MIN_COMPRESS_BYTES under `clientDir`, keeping only
 * twins smaller than their file. The site server (express-static-gzip) and nginx (`gzip_static`,
 * `brotli_static`) then send them as they are, so no request pays for compression. A file's
 * twins are made once per content across builds (the build cache); a twin left from an earlier
 * version of the file is replaced or removed. Returns the number of files compressed and the bytes
 * before and after (Brotli).
 */
export async function precompressSite(clientDir: string, { brotliQuality = 10 }: { brotliQuality?: number } = {}): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const compressible = listFiles(clientDir).filter((file) => COMPRESSIBLE.test(file));
  const files = compressible.filter((file) => statSync(file).size >= MIN_COMPRESS_BYTES);
  // A file that shrank below the threshold since an earlier build must not keep that build's twins.
  await Promise.all(compressible.filter((file) => !files.includes(file)).flatMap((file) => [rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const brotliCache = buildCache("brotli", `node zlib ${process.versions.zlib} brotli quality ${brotliQuality}`);
  const gzipCache = buildCache("gzip", `node zlib ${process.versions.zlib} gzip level 9`);
  const twin = async (path: string, bytes: Buffer, original: Buffer) => (bytes.length < original.length ? writeFile(path, bytes) : rm(path, { force: true }));
  const compressOne = async (file: string) => {
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotliCache.getBytes(bytes, () => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
      gzipCache.getBytes(bytes, () => gzipAsync(bytes, { level: 9 })),
    ]);
    await Promise.all([twin(`${file}.br`, br, bytes), twin(`${file}.gz`, gz, bytes)]);
    totals.files++;
    totals.bytes += bytes.length;
    totals.brotliBytes += Math.min(br.length, bytes.length);
  };
  const queue = [...files];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  }));
  return totals;
}
