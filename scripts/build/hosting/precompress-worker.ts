import { readFileSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { cachedCompressor, compressibleFiles, MIN_COMPRESS_BYTES, type PrecompressWorkerData } from "./precompress.ts";

// The worker thread of `sitePrecompression(...).warm()`: compresses every file of the site as it
// is now into the build cache, largest first, while the main thread runs the next build steps.
const { clientDir } = workerData as PrecompressWorkerData;
const compress = cachedCompressor(clientDir);
for (const file of compressibleFiles(clientDir)) {
  const bytes = readFileSync(file);
  if (bytes.length >= MIN_COMPRESS_BYTES) await compress(file, bytes);
}
