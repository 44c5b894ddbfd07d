import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { DERIVED_VALUES } from "../../web/app/content/views/api-reference.server.ts";
import * as queries from "../../web/app/content/queries/queries.ts";
import { runRaw } from "../../web/app/content/queries/query-runner.server.ts";
import {
  compactRouteRecords,
  readRouteRecords,
  resultHash,
  type QueryRecord,
  type RouteRecord,
} from "../../web/app/content/build/route-dependencies.server.ts";
import { currentBuildState, readBuildState, writeBuildState } from "./build-state.ts";
import { finishBuild } from "./finish-build.ts";
import { renderRoutesInParallel } from "./render-threads.ts";
import { insideOutput } from "./output-path.ts";

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
  const previous = readBuildState(buildDir);
  if (!previous || !existsSync(join(buildDir, "server/index.js")) || !existsSync(join(buildDir, "client/404.html")))
    return { fullBuild: "there is no finished earlier build to update" };
  const now = await currentBuildState(root);
  if (now.code !== previous.code) return { fullBuild: "code, configuration or lockfile changed" };
  if (now.siteConfig !== previous.siteConfig)
    return {
      fullBuild: "site settings, the announcement bar or the versions changed (they are bundled into the client)",
    };

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
  compactRouteRecords(buildDir, paths);
  await finishBuild(buildDir, log);
  writeBuildState(buildDir, now);
  return { rendered, removed };
}
