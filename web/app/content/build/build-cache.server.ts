import { createHash } from "node:crypto";
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { findPackageJSON } from "node:module";
import { join, resolve } from "node:path";
import { threadId } from "node:worker_threads";

/**
 * Where build steps keep results that depend only on their input: `.cache/build` under the
 * directory the build runs in (the project root), or `TIDEWIRE_BUILD_CACHE`. Each step keeps its
 * entries in a directory of its own beneath it; an entry is a file or a directory.
 */
export const cacheRoot = (): string => resolve(process.env.TIDEWIRE_BUILD_CACHE ?? join(process.cwd(), ".cache/build"));

/**
 * The version of package `name` as the module at `parentUrl` resolves it (its package.json,
 * `module.findPackageJSON`): what a step's fingerprint names for each library that decides its results.
 */
export function packageVersion(name: string, parentUrl: string): string {
  return (JSON.parse(readFileSync(findPackageJSON(name, parentUrl)!, "utf8")) as { version: string }).version;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Marks a cache entry (a file or a directory) used now, for `pruneBuildCache`: its access time is
 * set, and its modification time too unless the caller gives the one to keep (`getFile`, whose
 * entries sites hold hard links to: a linked file keeps the time servers give as its Last-Modified
 * and derive its ETag from while other builds read the entry).
 */
export function touch(file: string, mtime: Date = new Date()): void {
  try {
    utimesSync(file, new Date(), mtime);
  } catch {
    // An entry another build pruned meanwhile was still read whole.
  }
}

/**
 * A result of `BuildCache.getFile`: the file of its cache entry, or, when the cache cannot be
 * written, the result itself; `bytes` is its length either way.
 */
export type StoredResult = { file: string; bytes: number } | { value: Buffer; bytes: number };

/** A content-addressed store of one build step's results (see `buildCache`). */
export interface BuildCache {
  /** The result for `input`, computed by `compute` unless this step already stored one for the same input. */
  get(input: string, compute: () => Promise<string>): Promise<string>;
  /** `get` for a step whose work is synchronous: read, or computed and stored, at once. Not kept in memory. */
  getSync(input: string, compute: () => string): string;
  /**
   * Where the binary result for `input` (any text or bytes) is stored, computed by `compute` and
   * stored unless this step already stored one: a step that writes results out as files puts them
   * in place with `placeResult` without reading them (compressed files). Not kept in memory.
   */
  getFile(input: string | Buffer, compute: () => Promise<Buffer>): Promise<StoredResult>;
}

/**
 * Puts a result of `BuildCache.getFile` at `target`, replacing what is there: a hard link to its
 * cache entry, else (the cache on another file system) a copy, else (no entry) its bytes written.
 * A link is a name, not a copy: on this project's build machines, creating a file with its
 * content cost ~0.2 ms and a link ~0.01 ms. Whatever was at `target` is removed first, so writing
 * to `target` later never writes through to the cache entry. Throws what the file system throws.
 */
export function placeResult(result: StoredResult, target: string): void {
  rmSync(target, { force: true });
  if ("value" in result) return writeFileSync(target, result.value);
  try {
    linkSync(result.file, target);
  } catch {
    copyFileSync(result.file, target);
  }
}

/**
 * A cache of the pure, costly work of one build step (code highlighting): results are stored on
 * disk by the SHA-256 of `fingerprint` and the input, so a later build, or the second render of
 * the same page in this one, never redoes it. `fingerprint` names everything besides the input
 * that decides the result (library versions, themes, the step's own code); change it and old
 * entries are simply not found. Entries are written to a temporary name (per process and thread)
 * and renamed, so concurrent builds and render threads never read half a file. A cache that
 * cannot be written is no error: the result is still returned. Results are also kept in memory,
 * for the life of the process, unless `keepInMemory` is false: for steps that look each input up
 * once per process (a page's search sections), where that memory would only grow.
 * Reading an entry marks it used; entries unused for a week go (`pruneBuildCache`).
 */
export function buildCache(
  step: string,
  fingerprint: string,
  { keepInMemory = true }: { keepInMemory?: boolean } = {},
): BuildCache {
  const dir = join(cacheRoot(), step);
  const memory = new Map<string, Promise<Buffer>>();
  const prefix = sha256(fingerprint);
  const entryOf = (input: string | Buffer) =>
    join(dir, createHash("sha256").update(prefix).update("\0").update(input).digest("hex"));
  /** Stores `value` as the entry `file`; false when the cache cannot be written. */
  const store = (file: string, value: Buffer): boolean => {
    try {
      mkdirSync(dir, { recursive: true });
      const temporary = `${file}.${process.pid}-${threadId}.tmp`;
      writeFileSync(temporary, value);
      renameSync(temporary, file);
      return true;
    } catch {
      // A read-only or full disk costs speed, not correctness.
      return false;
    }
  };
  /** The stored entry `file`, marked used (so pruneBuildCache keeps what builds still read), or null. */
  const read = (file: string): Buffer | null => {
    try {
      const value = readFileSync(file);
      touch(file);
      return value;
    } catch {
      return null;
    }
  };
  const lookup = (input: string, compute: () => Promise<Buffer>): Promise<Buffer> => {
    const file = entryOf(input);
    let result = memory.get(file);
    if (!result) {
      result = (async () => {
        const stored = read(file);
        if (stored) return stored;
        const value = await compute();
        store(file, value);
        return value;
      })();
      memory.set(file, result);
      // Kept until settled either way, so simultaneous lookups of one input compute it once.
      if (!keepInMemory) void result.finally(() => memory.delete(file)).catch(() => undefined);
    }
    return result;
  };
  return {
    get: async (input, compute) => (await lookup(input, async () => Buffer.from(await compute()))).toString("utf8"),
    getSync: (input, compute) => {
      const file = entryOf(input);
      const stored = read(file);
      if (stored) return stored.toString("utf8");
      const value = compute();
      store(file, Buffer.from(value));
      return value;
    },
    getFile: async (input, compute) => {
      const file = entryOf(input);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats) {
        touch(file, stats.mtime);
        return { file, bytes: stats.size };
      }
      const value = await compute();
      return store(file, value) ? { file, bytes: value.length } : { value, bytes: value.length };
    },
  };
}

/** The bytes of an entry: its size, or the sizes of every file in it when it is a directory (0 when gone). */
function entryBytes(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.size ?? 0;
  return readdirSync(path).reduce((sum, name) => sum + entryBytes(join(path, name)), 0);
}

/** The file whose modification time says when the cache was last pruned. */
const PRUNED_STAMP = ".pruned";

/**
 * Removes the entries (files or directories) of every step of the build cache that no build has read or written for
 * `maxAgeMs` (default 7 days), at most once per `intervalMs` (default a day; the walk stats every
 * entry, about a second per 100,000): entries are keyed by their input, so each code change or
 * edited page leaves the old results behind, and the cache would otherwise only grow. A build that
 * runs meanwhile loses at most a lookup, which it computes again. Returns how many entries were
 * removed and their bytes, or null when the last prune is recent. Errors other than a missing cache
 * directory are thrown.
 */
export function pruneBuildCache({
  maxAgeMs = 7 * 24 * 3_600_000,
  intervalMs = 24 * 3_600_000,
  now = Date.now(),
} = {}): { entries: number; bytes: number } | null {
  const root = cacheRoot();
  const stamp = join(root, PRUNED_STAMP);
  try {
    if (now - statSync(stamp).mtimeMs < intervalMs) return null;
  } catch {
    // Never pruned: prune now.
  }
  let entries = 0;
  let bytes = 0;
  let steps: string[];
  try {
    steps = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { entries, bytes };
    throw error;
  }
  for (const step of steps) {
    const dir = join(root, step);
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      const { atimeMs, mtimeMs } = statSync(file, { throwIfNoEntry: false }) ?? { atimeMs: now, mtimeMs: now };
      // Written (modification time) or last read (access time, which `touch` sets).
      if (now - Math.max(atimeMs, mtimeMs) <= maxAgeMs) continue;
      bytes += entryBytes(file);
      rmSync(file, { recursive: true, force: true });
      entries++;
    }
  }
  writeFileSync(stamp, "");
  return { entries, bytes };
}
