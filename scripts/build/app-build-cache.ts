import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { threadId } from "node:worker_threads";
import { cacheRoot, touch } from "../../web/app/content/build/build-cache.server.ts";

/**
 * The compiled app kept in the build cache: what React Router's Vite builds write (the server
 * build, `server/`, and the client's `client/assets/`), stored after a full build compiled it and
 * restored by the next full build whose inputs are the same, instead of compiling the same code
 * again (docs/decisions/0018-compiled-app-reuse.md). What else lands in `client/` is either
 * prerendered from the content (pages, data, files) or the public directory, which holds the
 * content's images, so neither is stored: the public directory is copied in on restore, as Vite
 * copies it (Vite docs, build.copyPublicDir). Entries are directories in the cache's `app` step
 * (`APP_BUILD_STEP`), marked used on restore and pruned with the rest (`pruneBuildCache`).
 */
export const APP_BUILD_STEP = "app";

/** Where compiled apps are kept. */
const appsDir = () => join(cacheRoot(), APP_BUILD_STEP);

/**
 * The cache key of the app compiled for a build: the code, configuration and lockfile
 * (`codeInputsHash`, 64 hex digits), then a hash of what else the Vite builds read: the site
 * configuration bundled through `virtual:site-config` (the `siteConfig` hash of the build state,
 * the rule that also decides whether a publish may update a build in place) and the build
 * directory, whose path the server build names (`assetsBuildDirectory`).
 */
export function appBuildKey(code: string, siteConfig: string, buildDir: string): string {
  const rest = createHash("sha256").update(siteConfig).update("\0").update(resolve(buildDir)).digest("hex");
  return `${code}-${rest.slice(0, 32)}`;
}

/**
 * Whether any app compiled from the code `code` (`codeInputsHash`) is kept: when none is, a build
 * starts compiling without waiting for the site configuration to be read.
 */
export const hasAppBuildsFor = (code: string): boolean =>
  existsSync(appsDir()) && readdirSync(appsDir()).some((name) => name.startsWith(`${code}-`));

/**
 * Keeps the app React Router's Vite builds just wrote into `buildDir` (`server/` and
 * `client/assets/`) under `key` (`appBuildKey`). Written under a temporary name and renamed, so a
 * concurrent build never restores half an app; an app already kept under `key` is left as it is. A
 * cache that cannot be written is no error (the next build compiles again); a build directory
 * without those two directories throws.
 */
export function storeAppBuild(buildDir: string, key: string): void {
  for (const dir of ["server", "client/assets"])
    if (!existsSync(join(buildDir, dir)))
      throw new Error(`${join(buildDir, dir)} is missing after React Router's build`);
  const entry = join(appsDir(), key);
  if (existsSync(entry)) return;
  const temporary = `${entry}.${process.pid}-${threadId}.tmp`;
  try {
    cpSync(join(buildDir, "server"), join(temporary, "server"), { recursive: true });
    cpSync(join(buildDir, "client/assets"), join(temporary, "client/assets"), { recursive: true });
    renameSync(temporary, entry);
  } catch {
    // A read-only or full disk, or another build that kept the same app first, costs speed only.
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * Where `keepAside` holds the folders of the earlier `client/` of `buildDir` while React Router's
 * build runs: beside the build directory, which that build removes whole when it is inside the
 * project (@react-router/dev's Vite plugin, as Vite's `build.emptyOutDir` would).
 */
const keptDir = (buildDir: string) => `${resolve(buildDir)}.kept`;

/**
 * Moves the folders `keep` of `buildDir`'s `client/` (those `restoreAppBuild` carries over: folders
 * whose files are named by their content) aside, to `<buildDir>.kept`, before React Router's build
 * empties the build directory, and returns the function that moves them back into the new
 * `client/` once it is built, so a build that compiles writes them no more than one that restores
 * the app. Whatever an interrupted build left aside is dropped first. Throws what moving throws.
 */
export function keepAside(buildDir: string, keep: string[]): () => void {
  const aside = keptDir(buildDir);
  rmSync(aside, { recursive: true, force: true });
  const moved = keep.filter((folder) => existsSync(join(buildDir, "client", folder)));
  if (moved.length) mkdirSync(aside, { recursive: true });
  for (const folder of moved) renameSync(join(buildDir, "client", folder), join(aside, folder));
  return () => {
    for (const folder of moved)
      if (!existsSync(join(buildDir, "client", folder)))
        renameSync(join(aside, folder), join(buildDir, "client", folder));
    rmSync(aside, { recursive: true, force: true });
  };
}

/** The prefix of the directories the output of earlier builds is moved into to be removed. */
const REMOVING = ".removing-";

/**
 * Puts the app kept under `key` into `buildDir` as React Router's Vite builds would leave it:
 * `client/` and `server/` start empty (as Vite empties its output directories), the kept app is
 * copied in, and so is every file of `publicDir`. The earlier build's thousands of files are moved
 * aside at once and removed in the background, with any an interrupted build left: `removed`
 * settles when they are gone. The folders of the earlier `client/` named in `keep` are carried over
 * instead: folders whose files are named by their content (the search indexes' directories, which
 * the search step keeps when present under their name and removes otherwise), so a build does not
 * write them again. Returns null, changing nothing, when no app is kept under `key`. Throws what
 * moving and copying throw.
 */
export function restoreAppBuild(
  buildDir: string,
  key: string,
  publicDir: string,
  { keep = [] }: { keep?: string[] } = {},
): { removed: Promise<void> } | null {
  const entry = join(appsDir(), key);
  if (!existsSync(entry)) return null;
  touch(entry);
  const aside = join(buildDir, `${REMOVING}${process.pid}-${randomBytes(4).toString("hex")}`);
  mkdirSync(aside, { recursive: true });
  for (const dir of ["client", "server"])
    if (existsSync(join(buildDir, dir))) renameSync(join(buildDir, dir), join(aside, dir));
  cpSync(entry, buildDir, { recursive: true });
  if (existsSync(publicDir)) cpSync(publicDir, join(buildDir, "client"), { recursive: true });
  for (const folder of keep)
    if (existsSync(join(aside, "client", folder)))
      renameSync(join(aside, "client", folder), join(buildDir, "client", folder));
  const leftovers = readdirSync(buildDir).filter((name) => name.startsWith(REMOVING));
  return {
    removed: Promise.all(leftovers.map((name) => rm(join(buildDir, name), { recursive: true, force: true }))).then(
      () => undefined,
    ),
  };
}
