import type { Hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** What `hashFiles` leaves out or keeps, by path relative to its base directory (`/`-separated). */
export interface HashFilesOptions {
  /** Paths left out with everything under them; a `node_modules` directory is always left out. */
  ignore?: string[];
  /** Keeps only the files this returns true for (directories are always walked). */
  include?: (relativePath: string) => boolean;
}

/**
 * Adds files to `hash`: every file under each of `inputs` (paths relative to `base`; a missing one
 * is skipped), in sorted order, each as its path relative to `base`, a NUL, its bytes and a NUL.
 * Moving, renaming or editing any file changes the result. Returns `hash` for chaining.
 */
export function hashFiles(
  hash: Hash,
  base: string,
  inputs: string[],
  { ignore = [], include }: HashFilesOptions = {},
): Hash {
  const ignored = new Set(ignore);
  const walk = (path: string) => {
    const name = relative(base, path).split("\\").join("/");
    if (ignored.has(name) || path.endsWith("/node_modules") || !existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    else if (!include || include(name)) hash.update(name).update("\0").update(readFileSync(path)).update("\0");
  };
  for (const input of inputs) walk(join(base, input));
  return hash;
}
