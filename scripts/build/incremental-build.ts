import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { DERIVED_VALUES } from "../../web/app/content/views/api-reference.server.ts";
import * as queries from "../../web/app/content/queries/queries.ts";
import { queryResultHash } from "../../web/app/content/queries/query-runner.server.ts";
import {
  compactRouteRecords,
  derivedHash,
  readRouteRecords,
  type QueryRecord,
  type RouteRecord,
} from "../../web/app/content/build/route-dependencies.server.ts";
import { availableParallelism } from "node:os";
import { type BuildState, currentBuildState, readBuildState, writeBuildState } from "./build-state.ts";
import { finishBuild } from "./finish-build.ts";
import { writeMachineFiles } from "./machine/write-machine-files.ts";
import { type RenderThreads, startRenderThreads } from "./render-threads.ts";
import { insideOutput } from "./output-path.ts";

/**
 * Pages whose records are compared at once. Each comparison evaluates queries: on the embedded
 * dataset, CPU work on this thread, where thousands of evaluations in flight together took twice
 * as long as a few (their intermediate values held at once); on a live dataset, requests, which a
 * few at a time keep busy.
 */
const PAGES_COMPARED_AT_ONCE = 8;

/**
 * The hash of a route's dependency evaluated again with the content as it is now: a query's raw
 * result, or a derived value. Both stay cached for the rest of the build (query-runner.server.ts,
 * route-dependencies.server.ts), so the finishing steps read them instead of asking again.
 */
function evaluate(record: QueryRecord): Promise<string> {
  const query = (queries as Record<string, unknown>)[record.name];
  if (typeof query === "string") return queryResultHash(query, record.params);
  const compute = (DERIVED_VALUES as unknown as Record<string, (params: Record<string, string>) => Promise<unknown>>)[
    record.name
  ];
  if (!compute) throw new Error(`Unknown dependency ${record.name}`);
  return derivedHash(record.name, record.params, () => compute(record.params));
}

/** The files a prerendered path owns in `client/`: its page, its data, its Markdown twin, or a resource route's file, each with its compressed twins. */
function filesOf(client: string, path: string): string[] {
  const base = insideOutput(client, ...path.split("/").filter(Boolean));
  return [join(base, "index.html"), `${base}.data`, `${base}.md`, base].flatMap((file) => [
    file,
    `${file}.br`,
    `${file}.gz`,
  ]);
}

/** The outcome of an incremental build: which paths were rendered again and which were removed. */
export interface IncrementalResult {
  rendered: string[];
  removed: string[];
}

/**
 * Updates the finished build in `buildDir` to the content as it is now, re-rendering only the
 * pages whose content changed: a page whose recorded queries and derived values
 * (route-dependencies.server.ts) now answer differently, a page that is new, and the SPA
 * fallback; the files of pages that no longer exist are removed; then the finishing steps run
 * (search indexes, twins, feeds' files, sitemap, llms files, headers). Returns the reason a full
 * build is needed instead (no earlier state, code, configuration or lockfile changed, site
 * configuration changed), or what it did. Throws what rendering throws for invalid content.
 */
export async function incrementalBuild(
  root: string,
  buildDir: string,
  log: (line: string) => void = console.log,
): Promise<IncrementalResult | { fullBuild: string }> {
  const previous = readBuildState(buildDir);
  if (!previous || !existsSync(join(buildDir, "server/index.js")) || !existsSync(join(buildDir, "client/404.html")))
    return { fullBuild: "there is no finished earlier build to update" };
  const now = await currentBuildState(root);
  if (now.code !== previous.code) return { fullBuild: "code, configuration or lockfile changed" };
  if (now.siteConfig !== previous.siteConfig)
    return {
      fullBuild: "site settings, the announcement bar or the versions changed (they are bundled into the client)",
    };

  // The not-found page is rendered on every publish: a render thread loads its code now, on the
  // core the comparisons below leave.
  const threads = startRenderThreads(buildDir, 1);
  try {
    return await updateBuild(buildDir, previous, now, threads, log);
  } catch (error) {
    threads.stop();
    throw error;
  }
}

/** The part of `incrementalBuild` after it knows it may update the build in place. */
async function updateBuild(
  buildDir: string,
  previous: BuildState,
  now: BuildState,
  threads: RenderThreads,
  log: (line: string) => void,
): Promise<IncrementalResult> {
  const recorded = readRouteRecords(buildDir);
  const hashes = new Map<string, Promise<string>>();
  const changed = async (record: RouteRecord) => {
    for (const query of record.queries) {
      const key = `${query.name}\0${JSON.stringify(query.params)}`;
      if (!hashes.has(key)) hashes.set(key, evaluate(query));
      if ((await hashes.get(key)) !== query.hash) return true;
    }
    return false;
  };
  const paths = new Set(now.paths);
  const before = new Set(previous.paths);
  // A page of the last build without a record has no loader: its HTML depends on code alone.
  const stale = new Set<string>();
  await pMap(
    now.paths,
    async (path) => {
      if (!before.has(path) || (recorded.has(path) && (await changed(recorded.get(path)!)))) stale.add(path);
    },
    { concurrency: PAGES_COMPARED_AT_ONCE },
  );
  const rendered = now.paths.filter((path) => stale.has(path));
  const removed = previous.paths.filter((path) => !paths.has(path));
  log(`incremental: ${rendered.length} of ${now.paths.length} pages to render, ${removed.length} removed`);

  const client = join(buildDir, "client");
  for (const path of removed) {
    for (const file of filesOf(client, path)) if (existsSync(file) && statSync(file).isFile()) rmSync(file);
    // The page's directory goes when nothing else (a child page) is left in it.
    const dir = join(client, ...path.split("/").filter(Boolean));
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    for (
      let parent = dirname(dir);
      parent.startsWith(client) && parent !== client && existsSync(parent) && readdirSync(parent).length === 0;
      parent = dirname(parent)
    )
      rmSync(parent, { recursive: true });
  }
  // Beside a core for this thread, which writes the Markdown twins meanwhile (they come from the
  // content alone), one thread per 8 pages.
  threads.add(Math.min(availableParallelism() - 1, Math.ceil(rendered.length / 8)) - threads.count);
  const rendering = threads.render(rendered, now.paths);
  rendering.catch(() => undefined);
  const machineFiles = writeMachineFiles(client);
  machineFiles.catch(() => undefined);
  await Promise.all([rendering, machineFiles]);
  compactRouteRecords(buildDir, paths);
  await finishBuild(buildDir, log, { machineFiles });
  writeBuildState(buildDir, now);
  return { rendered, removed };
}
