import { spawn } from "node:child_process";
import { ContentError } from "../../web/app/lib/content-error.ts";
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { cp, mkdir, readdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { basename, delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { waitForBuildLock } from "./build-lock.ts";
import type { Logger } from "./logger.ts";

/** The script that runs each build in its own process group under the build lock. */
const BUILD_RUNNER = join(dirname(fileURLToPath(import.meta.url)), "build-runner.ts");

/**
 * Environment variables a build never gets: the webhook secret and the deploy hook URL (which
 * holds the hook's secret) serve the receiver only, and a build prints what it likes.
 */
export const RECEIVER_ONLY_ENV = ["SANITY_WEBHOOK_SECRET", "DEPLOY_HOOK_URL", "PUBLISH_STATUS_TOKEN"] as const;

/** The file whose presence marks a build directory as complete: built, checked and ready to serve. */
export const COMPLETE_MARKER = ".complete";

/** Build logs kept in `<siteRoot>/logs` (the newest ones). */
const KEEP_BUILD_LOGS = 20;

/**
 * The production site build, run in the project root with TIDEWIRE_BUILD_DIR set to the new
 * build directory (a copy of the served build, see runLocalBuild): `npm run build` in its
 * incremental mode, which updates the copy in place when only content changed and rebuilds in
 * full otherwise (scripts/build/build.ts).
 */
export const DEFAULT_BUILD_COMMAND = "node scripts/build/build.ts --incremental";

/** The environment variable that gives the build command the `_id`s of the published documents, comma-separated (for its log). */
export const CHANGED_DOCUMENTS_ENV = "TIDEWIRE_CHANGED_DOCUMENTS";

/** Why a build failed, in words an editor can act on; `documentId` when the content was invalid. */
export interface BuildFailure {
  message: string;
  documentId?: string;
  /** The field at fault in that document (ContentError), e.g. `slug` or `authors[0]`. */
  field?: string;
}

/** The result of one build: a new build id that is now served, or the failure (the old site stays). */
export type BuildOutcome = { ok: true; buildId: string } | { ok: false; buildId: string; error: BuildFailure };

/**
 * Paths of a site root: `builds/<id>/` per build, `current` the symlink the web server serves,
 * `logs/<id>.log` each build's output, `replay-keys.json` the accepted deliveries, and
 * `buildLock`, the path proper-lockfile locks (the lock itself is the directory `build.lock`).
 */
export interface SiteLayout {
  siteRoot: string;
  buildsDir: string;
  currentLink: string;
  logsDir: string;
  replayKeysFile: string;
  buildLock: string;
}

/** The layout under `siteRoot`. Pure; creates nothing. */
export function siteLayout(siteRoot: string): SiteLayout {
  const root = resolve(siteRoot);
  return {
    siteRoot: root,
    buildsDir: join(root, "builds"),
    currentLink: join(root, "current"),
    logsDir: join(root, "logs"),
    replayKeysFile: join(root, "replay-keys.json"),
    buildLock: join(root, "build"),
  };
}

// Vite and React Router colour their output when they think a terminal is attached.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A field path as the content layer writes it (Sanity's path syntax, or `(root)`); anything else is not repeated. */
const FIELD_PATH = /^[\w.\-[\]="() ]{1,200}$/;

/**
 * Finds the first content error in build output (ContentError.parse, after removing colour codes)
 * and says where it is: the document `_id` when one document is at fault, and the field. The
 * message is made from those two only, never copied from the output, which can hold anything a
 * failing step printed (a token, a file of the build host): the details stay in the build log.
 * A field that is not a field path is not repeated. Null when the text holds no content error.
 */
export function parseContentError(text: string): BuildFailure | null {
  const parsed = ContentError.parse(text.replace(ANSI, ""));
  if (!parsed) return null;
  const field = FIELD_PATH.test(parsed.field) ? parsed.field : null;
  return {
    message: ContentError.format({
      documentId: parsed.documentId,
      field: field ?? "(not shown)",
      detail: "is invalid; the build log has the details",
    }),
    ...(parsed.documentId ? { documentId: parsed.documentId } : {}),
    ...(field ? { field } : {}),
  };
}

/** A sortable, unique build id: UTC time to the millisecond plus 6 random hex digits. */
export function newBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;
}

/**
 * The build the `current` symlink points at, as `{ buildId, clientDir }` (clientDir resolved to a
 * real path), or null when nothing has been published yet or the link is dangling.
 */
export function currentBuild(siteRoot: string): { buildId: string; clientDir: string } | null {
  const { currentLink } = siteLayout(siteRoot);
  try {
    if (!lstatSync(currentLink).isSymbolicLink()) return null;
    const clientDir = realpathSync(currentLink);
    return { buildId: basename(dirname(clientDir)), clientDir };
  } catch {
    return null;
  }
}

/**
 * Points `<siteRoot>/current` at `builds/<buildId>/client` atomically: a new symlink is made under
 * a temporary name, then renamed over `current`. rename(2) replaces the old link in one step, so a
 * request resolves either the old build or the new one, never a missing or half-written site.
 * The link target is relative, so the site root can be moved or mounted elsewhere.
 * Throws when the build has no client directory or `current` is a real directory.
 */
export async function switchCurrent(siteRoot: string, buildId: string): Promise<void> {
  const { siteRoot: root, buildsDir, currentLink } = siteLayout(siteRoot);
  const clientDir = join(buildsDir, buildId, "client");
  if (!existsSync(clientDir)) throw new Error(`build ${buildId} has no client directory`);
  const temporary = join(root, `.current-${buildId}.tmp`);
  await rm(temporary, { force: true });
  await symlink(relative(root, clientDir), temporary);
  await rename(temporary, currentLink);
}

/** Whether `builds/<buildId>` holds a complete build (COMPLETE_MARKER). */
export const isCompleteBuild = (siteRoot: string, buildId: string): boolean =>
  existsSync(join(siteLayout(siteRoot).buildsDir, buildId, COMPLETE_MARKER));

/**
 * Deletes old builds under `<siteRoot>/builds`, keeping the served one and the `keep - 1` newest
 * other complete builds (so an operator can point `current` back by hand). Builds are deleted
 * only when they are this far behind because a request that resolved an older build may still
 * be reading it. Incomplete directories (no COMPLETE_MARKER: what a crashed build leaves) are
 * never rollback candidates and are deleted; call it only when no build is running. Also keeps
 * only the newest build logs. Returns the ids removed.
 */
export async function pruneBuilds(siteRoot: string, keep: number): Promise<string[]> {
  const { buildsDir, logsDir } = siteLayout(siteRoot);
  const current = currentBuild(siteRoot)?.buildId;
  const entries = existsSync(buildsDir) ? await readdir(buildsDir, { withFileTypes: true }) : [];
  const others = entries
    .filter((entry) => entry.isDirectory() && entry.name !== current)
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const complete = others.filter((id) => isCompleteBuild(siteRoot, id));
  const doomed = [...complete.slice(Math.max(0, keep - 1)), ...others.filter((id) => !complete.includes(id))];
  await Promise.all(doomed.map((id) => rm(join(buildsDir, id), { recursive: true, force: true, maxRetries: 3 })));
  const logs = existsSync(logsDir)
    ? (await readdir(logsDir))
        .filter((name) => name.endsWith(".log"))
        .sort()
        .reverse()
    : [];
  await Promise.all(logs.slice(KEEP_BUILD_LOGS).map((name) => rm(join(logsDir, name), { force: true })));
  return doomed;
}

/**
 * Brings a site root back to a consistent state after a crash, before the receiver accepts
 * anything: waits for the build lock (a build of a receiver that died is ended by its runner; one
 * whose runner died too leaves a lock that counts as abandoned after 5 s), then deletes every
 * incomplete build directory and leftover temporary link, marks the served build complete (it was
 * checked before it was switched in; builds made before COMPLETE_MARKER existed have none), and
 * releases the lock. Returns the ids of the directories removed.
 */
export async function recoverSiteRoot(siteRoot: string, projectRoot: string): Promise<string[]> {
  const { siteRoot: root, buildsDir, buildLock } = siteLayout(siteRoot);
  prepareSiteRoot(siteRoot, projectRoot);
  const release = await waitForBuildLock(buildLock);
  try {
    const current = currentBuild(siteRoot)?.buildId;
    if (current && !isCompleteBuild(siteRoot, current)) await writeFile(join(buildsDir, current, COMPLETE_MARKER), "");
    const entries = await readdir(buildsDir, { withFileTypes: true });
    const incomplete = entries
      .filter((entry) => entry.isDirectory() && !isCompleteBuild(siteRoot, entry.name))
      .map((entry) => entry.name);
    await Promise.all(incomplete.map((id) => rm(join(buildsDir, id), { recursive: true, force: true, maxRetries: 3 })));
    const temporaryLinks = (await readdir(root)).filter((name) => /^\.current-.*\.tmp$/.test(name));
    await Promise.all(temporaryLinks.map((name) => rm(join(root, name), { force: true })));
    return incomplete;
  } finally {
    await release();
  }
}

/**
 * Prepares a site root: creates `builds/`, writes a `.gitignore` when it creates the root inside
 * the project (so builds never show up as changes), and, when the root lies outside, links
 * `<siteRoot>/node_modules` to the project's. The prerender step imports the freshly built
 * server bundle from the build directory, and Node resolves that bundle's packages by walking up
 * from its own location; without the link every page fails to render. Synchronous, so the
 * receiver can prepare its root before it accepts anything.
 * Throws when `siteRoot` is the project root itself.
 */
export function prepareSiteRoot(siteRoot: string, projectRoot: string): void {
  const { siteRoot: root, buildsDir } = siteLayout(siteRoot);
  const fromProject = relative(resolve(projectRoot), root);
  if (fromProject === "")
    throw new Error("SITE_ROOT must not be the project root; use a directory of its own such as .rebuild");
  const created = !existsSync(root);
  mkdirSync(buildsDir, { recursive: true });
  const inside = !fromProject.startsWith("..") && !isAbsolute(fromProject);
  if (inside) {
    // Only in a directory made here: a `*` .gitignore dropped into an existing folder of the
    // project (a mistyped SITE_ROOT) would hide that folder from git.
    if (created) writeFileSync(join(root, ".gitignore"), "# builds of scripts/rebuild\n*\n");
    return;
  }
  const link = join(root, "node_modules");
  let present = false;
  try {
    present = lstatSync(link).isSymbolicLink()
      ? readlinkSync(link) === join(resolve(projectRoot), "node_modules")
      : true;
  } catch {
    present = false;
  }
  if (!present) {
    rmSync(link, { force: true });
    symlinkSync(join(resolve(projectRoot), "node_modules"), link, "dir");
  }
}

/** Options of runLocalBuild. */
export interface LocalBuildOptions {
  /** Where the build command runs (the repository root). */
  projectRoot: string;
  /** Directory holding `builds/` and the `current` symlink. */
  siteRoot: string;
  /**
   * Shell command that builds the site into `$TIDEWIRE_BUILD_DIR` (client files in `client/`).
   * The directory starts as a copy of the served build, so the command may update it in place;
   * `$TIDEWIRE_CHANGED_DOCUMENTS` holds the published documents' `_id`s when they are known.
   */
  command: string;
  /** The `_id`s of the documents whose publish asked for this build, when known. */
  changedDocuments?: string[];
  /** Environment of the command (TIDEWIRE_BUILD_DIR is added, RECEIVER_ONLY_ENV removed). Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Applied to every output line before it is logged or written to the build log (secrets out). Default: none. */
  redact?: (text: string) => string;
  /** The command is killed after this long (default 15 minutes). */
  timeoutMs?: number;
  /** Successful builds kept on disk, the served one included (default 3). */
  keepBuilds?: number;
  /** Aborting kills the command (used on shutdown). */
  signal?: AbortSignal;
  logger: Logger;
  /** Called with the build id as soon as it is chosen, before the command starts. */
  onStart?: (buildId: string) => void;
}

/**
 * Builds the site into a new `<siteRoot>/builds/<id>` (a copy of the served build when there is
 * a complete one, else empty) with `command` and, when it succeeds and
 * produced `client/index.html`, marks it complete (COMPLETE_MARKER), switches `current` to it
 * (see switchCurrent) and prunes old builds. The command runs through build-runner.ts: in its
 * own process group, under the site root's build lock, ended with this process. Its output goes,
 * redacted, to `<siteRoot>/logs/<id>.log` (and to the logger at debug level), never into the
 * outcome: on failure the served site is not touched, the failed directory is deleted and the
 * outcome carries the document `_id` and message for invalid content, else how the command
 * ended and where its log is.
 * Returns the outcome; throws only when the site root cannot be prepared or the switch fails.
 */
export async function runLocalBuild(options: LocalBuildOptions): Promise<BuildOutcome> {
  const {
    projectRoot,
    siteRoot,
    command,
    changedDocuments = [],
    env = process.env,
    timeoutMs = 15 * 60_000,
    keepBuilds = 3,
    signal,
    logger,
    redact = (text: string) => text,
  } = options;
  const { buildsDir, logsDir, buildLock } = siteLayout(siteRoot);
  prepareSiteRoot(siteRoot, projectRoot);
  const buildId = newBuildId();
  options.onStart?.(buildId);
  const buildDir = join(buildsDir, buildId);
  const served = currentBuild(siteRoot);
  if (served && isCompleteBuild(siteRoot, served.buildId)) {
    // A publish usually changes a few pages: the build updates a copy of the served site rather
    // than rendering every page again. The served directory itself is never written to. A file
    // keeps its modification time: what a server's Last-Modified and ETag come from, and how the
    // build tells a file it did not write, whose compressed twins still match (precompress.ts).
    await cp(join(buildsDir, served.buildId), buildDir, {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => basename(source) !== COMPLETE_MARKER,
    });
  } else {
    await mkdir(buildDir);
  }
  await mkdir(logsDir, { recursive: true });
  const logFile = join(logsDir, `${buildId}.log`);
  const buildLog = createWriteStream(logFile);

  // An object rather than a `let`: TypeScript does not see assignments made inside callbacks.
  const found: { contentError: BuildFailure | null } = { contentError: null };
  const onLine = (stream: "stdout" | "stderr") => (line: string) => {
    const plain = redact(line.replace(ANSI, ""));
    buildLog.write(`${plain}\n`);
    if (!plain.trim()) return;
    found.contentError ??= parseContentError(plain);
    logger.debug("build output", { buildId, stream, line: plain });
  };
  const buildEnv: NodeJS.ProcessEnv = { ...env };
  for (const name of RECEIVER_ONLY_ENV) delete buildEnv[name];
  buildEnv[CHANGED_DOCUMENTS_ENV] = changedDocuments.join(",");

  const { code, signalName, timedOut, aborted } = await new Promise<{
    code: number | null;
    signalName: NodeJS.Signals | null;
    timedOut: boolean;
    aborted: boolean;
  }>((done, fail) => {
    // Node and the project's binaries first, as `npm run` would arrange: the build needs the Node
    // this service runs on (24), not whatever `node` the host has on PATH.
    const path = [dirname(process.execPath), join(projectRoot, "node_modules/.bin"), buildEnv.PATH ?? ""].join(
      delimiter,
    );
    // detached: the runner leads a process group of its own, so a timeout or shutdown can stop
    // it, the shell and everything it started (vite, prerender workers) with one signal. Its
    // standard input is a pipe this process never writes to: the runner ends the group when the
    // pipe closes, which the kernel does when this process dies, however it dies.
    const child = spawn(process.execPath, [BUILD_RUNNER, buildLock, command], {
      cwd: projectRoot,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...buildEnv, PATH: path, TIDEWIRE_BUILD_DIR: buildDir, FORCE_COLOR: "0" },
    });
    let timedOut = false;
    let aborted = false;
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
        setTimeout(() => {
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            // already gone
          }
        }, 5000).unref();
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    const onAbort = () => {
      aborted = true;
      kill();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    // Aborted while the directory was being prepared: the listener above would never fire.
    if (signal?.aborted) onAbort();
    for (const stream of ["stdout", "stderr"] as const) {
      let buffered = "";
      child[stream].setEncoding("utf8");
      child[stream].on("data", (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split(/\r?\n/);
        buffered = lines.pop() ?? "";
        lines.forEach(onLine(stream));
      });
      child[stream].on("end", () => buffered && onLine(stream)(buffered));
    }
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    // Never written to; an error here only means the runner is gone, which "close" reports.
    child.stdin.on("error", () => {});
    child.on("close", (code, signalName) => {
      child.stdin.destroy();
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      done({ code, signalName, timedOut, aborted });
    });
  });

  await new Promise<void>((done) => buildLog.end(done));
  const logName = relative(resolve(siteRoot), logFile);
  const fail = async (error: BuildFailure): Promise<BuildOutcome> => {
    await rm(buildDir, { recursive: true, force: true, maxRetries: 3 });
    return { ok: false, buildId, error };
  };
  if (timedOut)
    return fail({
      message: `build timed out after ${timeoutMs / 1000} s; its output is in ${logName} on the receiver's host`,
    });
  if (aborted) return fail({ message: "build was stopped because the service is shutting down" });
  if (code !== 0) {
    if (found.contentError) return fail(found.contentError);
    return fail({
      message: `build command ${signalName ? `was killed by ${signalName}` : `exited with code ${code}`}; its output is in ${logName} on the receiver's host`,
    });
  }
  if (!existsSync(join(buildDir, "client/index.html")))
    return fail({ message: "build command succeeded but wrote no client/index.html; the site was not switched" });

  await writeFile(join(buildDir, COMPLETE_MARKER), "");
  await switchCurrent(siteRoot, buildId);
  const removed = await pruneBuilds(siteRoot, keepBuilds);
  if (removed.length) logger.debug("old builds removed", { buildId, removed });
  return { ok: true, buildId };
}
