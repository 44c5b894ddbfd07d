import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import {
  cachedCompressor,
  compressibleFiles,
  type PrecompressWorkerData,
  type PrecompressWorkerMessage,
  type TwinsWarmed,
  writeTwins,
} from "./precompress.ts";

// The worker thread of `sitePrecompression`: once told (`warm`), writes the twins of every file of
// the site as it is then but those in the folders it is told to leave, largest first, while the
// main thread runs the next build steps, and reports what it wrote, for `finish` to keep.
const { clientDir } = workerData as PrecompressWorkerData;
parentPort!.once("message", async ({ except }: PrecompressWorkerMessage) => {
  const compress = cachedCompressor(clientDir);
  const written: [string, TwinsWarmed][] = [];
  const left = except.map((folder) => join(clientDir, folder) + sep);
  // Each file's modification time as listed, before its bytes are read: a file written after that is
  // seen as changed by `finish`.
  for (const [file, { mtimeMs }] of compressibleFiles(clientDir)) {
    if (left.some((prefix) => file.startsWith(prefix))) continue;
    const twins = await writeTwins(file, readFileSync(file), compress);
    if (twins) written.push([file, { ...twins, mtimeMs }]);
  }
  parentPort!.postMessage(written);
  parentPort!.close();
});
