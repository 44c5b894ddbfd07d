import { readFileSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { compressibleFiles, precompressionWarmer, type PrecompressWorkerData } from "./precompress.ts";

// The worker thread of `sitePrecompression(...).warm()`: compresses every file of the site as it
// is now into the build cache, largest first, while the main thread runs the next build steps.
const { clientDir } = workerData as PrecompressWorkerData;
const warm = precompressionWarmer(clientDir);
for (const file of compressibleFiles(clientDir)) await warm(file, readFileSync(file));
