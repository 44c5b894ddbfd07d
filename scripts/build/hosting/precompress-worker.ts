import { type Stats, statSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import {
  cachedCompressor,
  COMPRESSIBLE,
  compressFile,
  compressibleFiles,
  type PrecompressWorkerData,
  type PrecompressWorkerMessage,
  type PrecompressWorkerReport,
  type TwinsWarmed,
  twinsStillMatch,
  unchangedSince,
} from "./precompress.ts";

// The worker thread of `sitePrecompression`: writes the twins of each file it is sent (`add`), or
// of every file of the site as it is then but those in the folders it is told to leave
// (`addPresent`, largest first), in the order they come, while the build's other threads go on; once
// told the last (`finish`), it hands every other queued file back, reports what it wrote, for
// `finish` to keep, and ends.
const { clientDir, matchedAt } = workerData as PrecompressWorkerData;
const compress = cachedCompressor(clientDir);
const written = new Map<string, TwinsWarmed>();
/** Files to compress, each with its stats when it was listed with them (`addPresent`). */
const queue: [file: string, listed?: Stats][] = [];
let draining = false;
let last = false;

/**
 * Writes the twins of each queued file not written since its twins were (its modification time,
 * read before its bytes, and its size tell), then reports and ends once `finish` said so. A file that
 * cannot be read or compressed (removed meanwhile) is left to `finish`.
 */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [file, listed] = next;
    try {
      const stats = listed ?? statSync(file);
      // `finish` keeps the twins of a file unchanged since the last build's twins matched.
      if (unchangedSince(matchedAt, stats)) continue;
      if (twinsStillMatch(written.get(file), stats)) continue;
      const twins = await compressFile(file, compress, stats);
      if (twins) written.set(file, twins);
      else written.delete(file);
    } catch {
      written.delete(file);
    }
    // Compression is synchronous and its awaits settle as microtasks: without a macrotask turn
    // between files, `finish`'s message would wait for the whole queue and nothing be handed back.
    await new Promise((resolve) => setImmediate(resolve));
  }
  draining = false;
  if (last) {
    parentPort!.postMessage({ written: [...written] } satisfies PrecompressWorkerReport);
    parentPort!.close();
  }
}

parentPort!.on("message", (message: PrecompressWorkerMessage) => {
  if ("files" in message)
    queue.push(...message.files.filter((file) => COMPRESSIBLE.test(file)).map((file) => [file] as [string]));
  else if ("except" in message) queue.push(...compressibleFiles(clientDir, message.except));
  else {
    last = true;
    // `finish` waits for this queue from here on: its thread takes every other queued file.
    const kept = queue.filter((_, index) => index % 2 === 0);
    const handedBack = queue.filter((_, index) => index % 2 === 1).map(([file]) => file);
    queue.splice(0, queue.length, ...kept);
    parentPort!.postMessage({ handedBack } satisfies PrecompressWorkerReport);
  }
  void drain();
});
