import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

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
export const resultHash = (result: unknown): string => createHash("sha256").update(JSON.stringify(result) ?? "null").digest("hex");

/** Notes a query run by the route being rendered, if one is (query-runner.server.ts calls this for every query). */
export function noteQuery(record: QueryRecord): void {
  current.getStore()?.set(`${record.name}\0${JSON.stringify(record.params)}`, record);
}

/**
 * A value computed from query results that a route depends on instead of the queries themselves
 * (api-reference.server.ts): an OpenAPI document edit then re-renders only the routes whose part of
 * it changed, not every page that reads the document.
 */
export async function derived<T>(name: string, params: Record<string, string>, compute: () => Promise<T>): Promise<T> {
  // The queries the value is computed from are the value's own business, not the route's.
  const value = await current.run(new Map(), compute);
  noteQuery({ name, params, hash: resultHash(value) });
  return value;
}

/** Where the records of the build in `buildDir` (TIDEWIRE_BUILD_DIR, default `build`) live, beside its client directory. */
export const routeRecordsDir = (buildDir = resolve(process.env.TIDEWIRE_BUILD_DIR ?? "build")) => join(buildDir, ".incremental", "routes");

/** The file of one route's record. */
export const routeRecordFile = (dir: string, path: string) => join(dir, `${createHash("sha256").update(path).digest("hex").slice(0, 32)}.json`);

/** The clean path of a loader's request: no `.data` suffix, no trailing slash (`/docs/intro`). */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = decodeURIComponent(pathname).replace(/(\/_)?\.data$/, "").replace(/\/+$/, "");
  return path || "/";
}

/**
 * The data of the prerendered route at `request`'s path, from `compute`. While prerendering
 * (`IS_RR_BUILD_REQUEST`, set by the renderer, scripts/build/render-routes.ts), records every query
 * the route ran and a hash of its result beside the build, so a later publish re-renders only the
 * routes whose queries now answer differently (scripts/build/incremental-build.ts). Nothing is
 * kept between requests: the renderer hands a page's `.data` answer to its HTML request, so page
 * loaders run once per build, and holding every page's data until the build ends cost hundreds of
 * megabytes. Throws what `compute` throws.
 */
export async function routeData<T>(request: Request, compute: () => Promise<T>): Promise<T> {
  const queries = new Map<string, QueryRecord>();
  const value = await current.run(queries, compute);
  if (process.env.IS_RR_BUILD_REQUEST === "yes") writeRecord({ path: requestPath(request), queries: [...queries.values()] });
  return value;
}

function writeRecord(record: RouteRecord): void {
  const dir = routeRecordsDir();
  mkdirSync(dir, { recursive: true });
  const file = routeRecordFile(dir, record.path);
  writeFileSync(`${file}.tmp`, JSON.stringify(record));
  renameSync(`${file}.tmp`, file);
}
