import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { threadId } from "node:worker_threads";
import { readsDrafts } from "./drafts.server.ts";

/**
 * One thing a route's loader read: a query (`name` as in queries.ts) or a derived value (a
 * `DerivedDependency` name), its parameters, and a hash of its result.
 */
export interface QueryRecord {
  name: string;
  params: Record<string, string>;
  /** SHA-256 of the JSON of the result (a query's raw result, before validation). */
  hash: string;
}

/** What a prerendered route was made from: every query its loaders ran, with their results' hashes. */
export interface RouteRecord {
  path: string;
  queries: QueryRecord[];
}

const current = new AsyncLocalStorage<Map<string, QueryRecord>>();

/** SHA-256 of a query result as JSON: what an incremental build compares to tell whether a route's content changed. */
export const resultHash = (result: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify(result) ?? "null")
    .digest("hex");

/** Notes a query run by the route being rendered, if one is (query-runner.server.ts calls this for every query). */
export function noteQuery(record: QueryRecord): void {
  current.getStore()?.set(`${record.name}\0${JSON.stringify(record.params)}`, record);
}

const derivedValues = new Map<string, Promise<{ value: unknown; hash: string }>>();

/** Forgets every derived value computed so far (the content source changed: query-runner.server.ts `setContentSource`). */
export const forgetDerivedValues = (): void => derivedValues.clear();

/**
 * A value computed from query results that a route depends on instead of the queries themselves
 * (api-reference.server.ts): an OpenAPI document edit then re-renders only the routes whose part of
 * it changed, not every page that reads the document. Computed and hashed once per process, as
 * query results are cached (query-runner.server.ts): hundreds of pages read a version's API outline,
 * and published content cannot change during a build; in the drafts perspective it is computed
 * every time.
 */
export async function derived<T>(name: string, params: Record<string, string>, compute: () => Promise<T>): Promise<T> {
  const { value, hash } = await derivedOnce(name, params, compute);
  noteQuery({ name, params, hash });
  return value as T;
}

/** A derived value and its hash, computed once per process (but in the drafts perspective). */
function derivedOnce(name: string, params: Record<string, string>, compute: () => Promise<unknown>) {
  const key = `${name}\0${JSON.stringify(params)}`;
  if (readsDrafts()) derivedValues.clear();
  if (!derivedValues.has(key))
    derivedValues.set(
      key,
      // The queries the value is computed from are the value's own business, not the route's.
      current.run(new Map(), compute).then((value) => ({ value, hash: resultHash(value) })),
    );
  return derivedValues.get(key)!;
}

/**
 * The hash of a derived value (`derived`) computed again from the content as it is now: how an
 * incremental build tells whether a route's derived dependency changed. The value stays cached for
 * the routes and finishing steps of the same process.
 */
export async function derivedHash(
  name: string,
  params: Record<string, string>,
  compute: () => Promise<unknown>,
): Promise<string> {
  return (await derivedOnce(name, params, compute)).hash;
}

/**
 * The environment variable that turns recording on: the build sets it (scripts/build/build.ts) for
 * every process that prerenders, so a later publish can tell which pages changed.
 */
export const RECORD_DEPENDENCIES_ENV = "TIDEWIRE_RECORD_DEPENDENCIES";

const recording = () => process.env[RECORD_DEPENDENCIES_ENV] === "1";

/** Where the records of the build in `buildDir` (TIDEWIRE_BUILD_DIR, default `build`) live, beside its client directory. */
export const routeRecordsDir = (buildDir = resolve(process.env.TIDEWIRE_BUILD_DIR ?? "build")) =>
  join(buildDir, ".incremental", "routes");

/**
 * What a record holds: the queries of a route's loaders (`data`, the data request) or of its
 * static parts (`render`, the page's render, render/static-parts.server.tsx).
 */
export type RecordPhase = "data" | "render";

/** A record as a build stores it: a route's record and the phase it was made in. */
interface StoredRecord extends RouteRecord {
  phase: RecordPhase;
}

/**
 * The log this process appends its records to, in `dir`: one file per process and thread, so
 * concurrent renderers never write the same file and a build creates a handful of files, not two
 * per page. Names start with the time the log was opened, so logs sort oldest first.
 */
const recordLogName = () =>
  `${Date.now().toString().padStart(15, "0")}-${process.pid}-${threadId}-${randomBytes(4).toString("hex")}.ndjson`;

/** The record logs in `dir`, oldest first (none when it does not exist). */
const recordLogs = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".ndjson"))
        .sort()
    : [];

/**
 * The latest record of each path and phase in the logs of `dir`, with its line as stored: a path
 * and phase recorded again, in a later log or later in one, replace what came before (a publish
 * appends the records of the pages it renders again). Throws on a log that is not JSON lines.
 */
function latestRecords(dir: string, logs: string[]): Map<string, { record: StoredRecord; line: string }> {
  const latest = new Map<string, { record: StoredRecord; line: string }>();
  for (const name of logs)
    for (const line of readFileSync(join(dir, name), "utf8").split("\n"))
      if (line) {
        const record = JSON.parse(line) as StoredRecord;
        latest.set(`${record.phase}\0${record.path}`, { record, line });
      }
  return latest;
}

/**
 * Every route's record in the build in `buildDir`, by path: the latest of its loaders' queries and
 * of its static parts' queries together (either may change the page). Throws on a log that is not
 * JSON lines.
 */
export function readRouteRecords(buildDir: string): Map<string, RouteRecord> {
  const dir = routeRecordsDir(buildDir);
  const byPath = new Map<string, RouteRecord>();
  for (const { record } of latestRecords(dir, recordLogs(dir)).values())
    byPath.set(record.path, {
      path: record.path,
      queries: [...(byPath.get(record.path)?.queries ?? []), ...record.queries],
    });
  return byPath;
}

/**
 * Rewrites the records of the build in `buildDir` as one log holding only the latest record of
 * each path in `paths` and phase: what a publish does once it has rendered, so the records of pages
 * gone go and the logs do not grow with every publish. The new log is complete before the old ones
 * are removed, and sorts after them.
 */
export function compactRouteRecords(buildDir: string, paths: Set<string>): void {
  const dir = routeRecordsDir(buildDir);
  const logs = recordLogs(dir);
  const kept = [...latestRecords(dir, logs).values()].filter(({ record }) => paths.has(record.path));
  mkdirSync(dir, { recursive: true });
  const compacted = join(dir, recordLogName());
  writeFileSync(`${compacted}.tmp`, kept.map(({ line }) => `${line}\n`).join(""));
  renameSync(`${compacted}.tmp`, compacted);
  for (const name of logs) rmSync(join(dir, name), { force: true });
}

/** The clean path of a request: no `.data` suffix, no trailing slash (`/docs/intro`). */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = decodeURIComponent(pathname)
    .replace(/(\/_)?\.data$/, "")
    .replace(/\/+$/, "");
  return path || "/";
}

/**
 * The data of the prerendered route at `request`'s path, from `compute`. While the build records
 * (`RECORD_DEPENDENCIES_ENV`), notes every query the route ran and a hash of its result beside the
 * build, so a later publish re-renders only the routes whose queries now answer differently
 * (scripts/build/incremental-build.ts). Nothing is kept between requests. Throws what `compute`
 * throws.
 */
export async function routeData<T>(request: Request, compute: () => Promise<T>): Promise<T> {
  const queries = new Map<string, QueryRecord>();
  const value = await current.run(queries, compute);
  if (recording()) writeRecord({ path: requestPath(request), queries: [...queries.values()] }, "data");
  return value;
}

/**
 * Records the queries of a page's render (its static parts) while the build records: `run` runs
 * work whose queries are noted, `save` writes them as the page's `render` record once the page is
 * rendered, when anything was run (a render without static parts, such as React Router's SPA
 * fallback of the same path, must not replace the record of the page's own). Without recording,
 * `run` only runs.
 */
export function renderDependencies(request: Request): { run<T>(compute: () => Promise<T>): Promise<T>; save(): void } {
  const queries = new Map<string, QueryRecord>();
  let ran = false;
  return {
    run: (compute) => {
      ran = true;
      return current.run(queries, compute);
    },
    save: () =>
      ran && recording() && writeRecord({ path: requestPath(request), queries: [...queries.values()] }, "render"),
  };
}

/** The records this process wrote and has not seen written again, by phase and path (see `writeRecord`). */
const writtenOnce = new Map<string, string>();
let recordLog: { dir: string; file: string } | undefined;

/**
 * Appends a route's record to this process's log (`recordLogName`). A page's loaders run for its
 * data request and again for its HTML, so the same record comes twice and is written once. A line
 * is appended whole or the build fails: a full build that fails leaves no build state, so the next
 * publish builds in full without reading any record, and a publish renders into a copy of the
 * live build that is dropped when it fails (scripts/rebuild).
 */
function writeRecord(record: RouteRecord, phase: RecordPhase): void {
  const dir = routeRecordsDir();
  const key = `${phase}\0${record.path}`;
  const line = `${JSON.stringify({ ...record, phase } satisfies StoredRecord)}\n`;
  if (writtenOnce.get(key) === line) {
    writtenOnce.delete(key);
    return;
  }
  if (recordLog?.dir !== dir) {
    mkdirSync(dir, { recursive: true });
    recordLog = { dir, file: join(dir, recordLogName()) };
  }
  appendFileSync(recordLog.file, line);
  writtenOnce.set(key, line);
}
