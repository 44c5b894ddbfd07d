import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DERIVED_VALUES } from "../../web/app/content/views/api-reference.server.ts";
import { getAnnouncementBar, getSiteConfig, getSiteFooter } from "../../web/app/content/views/site-config.server.ts";
import { listPrerenderPaths } from "../../web/app/content/views/site-paths.server.ts";
import * as queries from "../../web/app/content/queries/queries.ts";
import { runRaw } from "../../web/app/content/queries/query-runner.server.ts";
import {
  resultHash,
  routeRecordFiles,
  routeRecordsDir,
  type QueryRecord,
  type RouteRecord,
} from "../../web/app/content/build/route-dependencies.server.ts";
import { codeInputsHash } from "./build-stamp.ts";
import { finishBuild } from "./finish-build.ts";
import { renderRoutesInParallel } from "./render-routes.ts";
import { insideOutput } from "./output-path.ts";

/** What a build leaves for the next one to decide whether it may be incremental. */
export interface BuildState {
  /** `codeInputsHash` of the build: code, configuration and lockfile. */
  code: string;
  /**
   * Hash of the site chrome on every page: the configuration bundled into the client (settings,
   * versions) and the footer and announcement bar rendered into every page.
   */
  siteConfig: string;
  /** Every prerendered path (pages, files and redirect sources). */
  paths: string[];
}

const stateFile = (buildDir: string) => join(buildDir, ".incremental", "state.json");

/** The state of the build in `buildDir` as it is now (content read through the content layer). */
export async function currentBuildState(root: string): Promise<BuildState> {
  return {
    code: codeInputsHash(root),
    siteConfig: resultHash([await getSiteConfig(), await getSiteFooter(), await getAnnouncementBar()]),
    paths: await listPrerenderPaths(),
  };
}

/** Records the state of a finished build, for the next build to compare with. */
export function writeBuildState(buildDir: string, state: BuildState): void {
  writeFileSync(stateFile(buildDir), JSON.stringify(state));
}

/** Evaluates a route's dependency again with the content as it is now: a query's raw result, or a derived value. */
async function evaluate(record: QueryRecord): Promise<string> {
  const query = (queries as Record<string, unknown>)[record.name];
  if (typeof query === "string") return resultHash(await runRaw(query, record.params));
  const compute = (DERIVED_VALUES as unknown as Record<string, (params: Record<string, string>) => Promise<unknown>>)[
    record.name
  ];
  if (!compute) throw new Error(`Unknown dependency ${record.name}`);
  return resultHash(await compute(record.params));
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
  if (
    !existsSync(stateFile(buildDir)) ||
    !existsSync(join(buildDir, "server/index.js")) ||
    !existsSync(join(buildDir, "client/404.html"))
  )
    return { fullBuild: "there is no finished earlier build to update" };
  const previous = JSON.parse(readFileSync(stateFile(buildDir), "utf8")) as BuildState;
  const now = await currentBuildState(root);
  if (now.code !== previous.code) return { fullBuild: "code, configuration or lockfile changed" };
  if (now.siteConfig !== previous.siteConfig)
    return {
      fullBuild: "site settings, the announcement bar or the versions changed (they are bundled into the client)",
    };

  const records = readdirSync(routeRecordsDir(buildDir)).map(
    (name) => JSON.parse(readFileSync(join(routeRecordsDir(buildDir), name), "utf8")) as RouteRecord,
  );
  // A page has a record of its loaders' queries and one of its static parts' queries: either may change it.
  const recorded = new Map<string, RouteRecord>();
  for (const record of records) {
    const earlier = recorded.get(record.path);
    recorded.set(
      record.path,
      earlier ? { path: record.path, queries: [...earlier.queries, ...record.queries] } : record,
    );
  }
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
  const stale = await Promise.all(
    now.paths.map(async (path) =>
      !before.has(path) || (recorded.has(path) && (await changed(recorded.get(path)!))) ? path : null,
    ),
  );
  const rendered = stale.filter((path): path is string => path !== null);
  const removed = previous.paths.filter((path) => !paths.has(path));
  log(`incremental: ${rendered.length} of ${now.paths.length} pages to render, ${removed.length} removed`);

  const client = join(buildDir, "client");
  for (const path of removed) {
    for (const file of filesOf(client, path)) if (existsSync(file) && statSync(file).isFile()) rmSync(file);
    for (const file of routeRecordFiles(routeRecordsDir(buildDir), path)) rmSync(file, { force: true });
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
  await renderRoutesInParallel(buildDir, rendered, now.paths);
  await finishBuild(buildDir, log);
  writeBuildState(buildDir, now);
  return { rendered, removed };
}
