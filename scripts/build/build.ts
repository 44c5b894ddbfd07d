import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { pruneBuildCache } from "../../web/app/content/build/build-cache.server.ts";
import { RECORD_DEPENDENCIES_ENV } from "../../web/app/content/build/route-dependencies.server.ts";
import { compileDataset, DEFAULT_PATHS } from "./dataset/compile-dataset.ts";
import type { BuildState } from "./incremental-build.ts";
import { prerenderSample } from "./prerender-sample.ts";

const root = resolve(import.meta.dirname, "../..");

/** "in N ms" since `start` (performance.now()), for the build log's per-phase timings. */
const since = (start: number) => `in ${Math.round(performance.now() - start)} ms`;

/**
 * Starts `react-router build` (the Vite client and server builds, then React Router's prerender of
 * a sample of the paths; see react-router.config.ts) under this process's Node, whatever `node` is
 * first on PATH. `finished` rejects when it fails; `stop` ends it.
 */
function reactRouterBuild(): { finished: Promise<void>; stop(): void } {
  const child = spawn(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  const finished = new Promise<void>((done, fail) => {
    child.on("exit", (code, signal) =>
      code === 0 ? done() : fail(new Error(`react-router build exited with ${code ?? signal}`)),
    );
  });
  return { finished, stop: () => child.kill() };
}

/**
 * `currentBuildState` (the paths to prerender, among others) computed in a worker thread, while
 * React Router builds: the memory of the content layer it loads is returned when the thread ends,
 * before the render threads load their own. Rejects with the thread's error (invalid content names
 * the document).
 */
function buildStateInWorker(): Promise<BuildState> {
  return new Promise((done, fail) => {
    new Worker(new URL("./build-state-worker.ts", import.meta.url), { workerData: { root } })
      .once("message", done)
      .once("error", fail)
      .once("exit", (code) => code !== 0 && fail(new Error(`build state thread exited with code ${code}`)));
  });
}

/**
 * Builds the site into TIDEWIRE_BUILD_DIR (default `build/`).
 *
 *   npm run build                          # full build
 *   npm run build -- --incremental         # update the existing build when it can be, else full
 *   npm run build -- --changed <id>...     # the same, naming the published documents in the log
 *
 * The embedded dataset is compiled first (unless a live Sanity project or TIDEWIRE_DATASET_FILE is
 * the source). A full build runs `react-router build`, whose prerender renders a path of every
 * route (prerender-sample.ts), renders every other path and the not-found page in worker threads
 * (render-routes.ts), runs the finishing steps, records what the next build needs to update it
 * incrementally (every prerendering process records each page's dependencies), and, once a day,
 * prunes the build cache of entries unused for a week (build-cache.server.ts). With
 * `--incremental` or `--changed`, the existing build is updated
 * in place (build/incremental-build.ts) when the code, configuration, lockfile and site
 * configuration are unchanged, and otherwise rebuilt in full. The document ids (from `--changed`
 * and TIDEWIRE_CHANGED_DOCUMENTS, comma-separated, which the rebuild receiver sets) are only
 * logged: the pages to render are found from what each page was made from, so a publish that
 * changes documents nobody named is still complete. Exits non-zero on any error.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { incremental: { type: "boolean" }, changed: { type: "string", multiple: true } },
    allowPositionals: false,
  });
  const changed = [...(values.changed ?? []), ...(process.env.TIDEWIRE_CHANGED_DOCUMENTS ?? "").split(",")].filter(
    Boolean,
  );
  const started = performance.now();
  const buildDir = resolve(root, process.env.TIDEWIRE_BUILD_DIR ?? "build");
  const live = Boolean(process.env.SANITY_PROJECT_ID);
  process.env[RECORD_DEPENDENCIES_ENV] = "1";
  if (!live && !process.env.TIDEWIRE_DATASET_FILE) {
    compileDataset(DEFAULT_PATHS);
    console.log(`build: embedded dataset compiled, ${since(started)}`);
  }
  if (values.incremental || values.changed) {
    console.log(`build: publish${changed.length ? ` of ${changed.join(", ")}` : ""}`);
    const { incrementalBuild } = await import("./incremental-build.ts");
    const result = await incrementalBuild(root, buildDir);
    if (!("fullBuild" in result)) {
      console.log(
        `build: incremental, ${result.rendered.length} pages rendered, ${result.removed.length} removed, ${since(started)}`,
      );
      return;
    }
    console.log(`build: full build, because ${result.fullBuild}`);
  }
  rmSync(join(buildDir, ".incremental"), { recursive: true, force: true });
  const appStarted = performance.now();
  const appBuild = reactRouterBuild();
  const state = await buildStateInWorker().catch((error: unknown) => {
    appBuild.stop();
    appBuild.finished.catch(() => undefined);
    throw error;
  });
  await appBuild.finished;
  const sample = new Set(prerenderSample(state.paths));
  console.log(
    `build: React Router's Vite builds and prerender of ${sample.size} paths (a path of every route), ${since(appStarted)}`,
  );
  const renderStarted = performance.now();
  const { renderRoutesInParallel } = await import("./render-routes.ts");
  const rest = state.paths.filter((path) => !sample.has(path));
  const threads = await renderRoutesInParallel(buildDir, rest, state.paths);
  console.log(
    `build: ${rest.length} more paths and the not-found page rendered in ${threads} threads, ${since(renderStarted)}`,
  );
  // The finishing steps load the content layer again, once the render threads have ended.
  const [{ finishBuild }, { writeBuildState }] = await Promise.all([
    import("./finish-build.ts"),
    import("./incremental-build.ts"),
  ]);
  await finishBuild(buildDir);
  writeBuildState(buildDir, state);
  const pruneStarted = performance.now();
  const pruned = pruneBuildCache();
  if (pruned)
    console.log(
      `finish: ${pruned.entries} build cache entries unused for 7 days removed (${(pruned.bytes / 1e6).toFixed(1)} MB), ${since(pruneStarted)}`,
    );
  console.log(`build: full, ${since(started)}`);
}

await main();
