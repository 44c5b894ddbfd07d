import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { enableCompileCache } from "node:module";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { RECORD_DEPENDENCIES_ENV } from "../../web/app/content/build/route-dependencies.server.ts";
import { SEARCH_INDEX_BASE } from "../../web/app/search/search-contexts.ts";
import { PUBLIC_DIR } from "../../web/vite/public-dir.ts";
import {
  answerBuildQuestions,
  BUILD_ANSWERS_ENV,
  type BuildAnswers,
  type BuildQuestion,
  SERVER_BUILD_WRITTEN,
} from "../../web/vite/build-channel.ts";
import type { BuildState } from "./build-state.ts";
import { type RenderThreads, startRenderThreads } from "./render-threads.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * Turns on Node's module compile cache (V8 code cache on disk, `module.enableCompileCache`, Node's
 * "Module compile cache" docs) for this process, its render threads and React Router's build:
 * a build loads the same few thousand modules every time (React, the server build, Vite and Rollup
 * when compiling), and compiling them is a fixed cost of every build. The directory is
 * `.cache/node-compile` unless NODE_COMPILE_CACHE names another; it is exported in NODE_COMPILE_CACHE
 * so threads and child processes started later inherit it, as those docs advise. Never throws: a
 * cache that cannot be enabled only leaves the build as slow as without it.
 */
function useCompileCache(): void {
  const { directory } = enableCompileCache(process.env.NODE_COMPILE_CACHE ?? join(root, ".cache/node-compile"));
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
}

/** "in N ms" since `start` (performance.now()), for the build log's per-phase timings. */
const since = (start: number) => `in ${Math.round(performance.now() - start)} ms`;

/**
 * Starts `react-router build` (the Vite client and server builds, then React Router's prerender of
 * a sample of the paths; see react-router.config.ts) under this process's Node, whatever `node` is
 * first on PATH, answering what it asks with `answers` (build-channel.ts). `serverBuilt` resolves
 * once the server build is on disk (serverBuildWrittenPlugin, over the IPC channel opened here),
 * before React Router prerenders; `finished` once it exited. Both reject when it fails; `stop` ends it.
 */
function reactRouterBuild(answers: { [Q in BuildQuestion]: () => Promise<BuildAnswers[Q]> }): {
  serverBuilt: Promise<void>;
  finished: Promise<void>;
  stop(): void;
} {
  const child = spawn(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    env: { ...process.env, [BUILD_ANSWERS_ENV]: "1" },
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  answerBuildQuestions(child, answers);
  const finished = new Promise<void>((done, fail) => {
    child.on("exit", (code, signal) =>
      code === 0 ? done() : fail(new Error(`react-router build exited with ${code ?? signal}`)),
    );
  });
  const serverBuilt = new Promise<void>((done, fail) => {
    child.on("message", (message) => {
      if (isDeepStrictEqual(message, SERVER_BUILD_WRITTEN)) done();
    });
    finished.then(done, fail);
  });
  return { serverBuilt, finished, stop: () => child.kill() };
}

/**
 * A full build into `buildDir`, rendering in `threads` (started early, so their code loads while
 * this thread loads its own): the compiled app is restored from the build cache when one was kept
 * for the same code, site configuration and build directory (app-build-cache.ts), and otherwise
 * `react-router build` compiles it (its prerender renders a path of every route,
 * prerender-sample.ts, while the render threads start on the rest) and it is kept; either way the
 * last build's search indexes, named by their content, are carried over for the search step to
 * keep; the render threads render every other path and the
 * not-found page while this thread writes the Markdown twins, llms files and sitemap from the
 * content; then the finishing steps run, the state the next build compares with is recorded, and
 * once a day the build cache is pruned of entries unused for a week (build-cache.server.ts).
 * Throws the first error of any step; the render threads and React Router's build are stopped.
 */
async function fullBuild(buildDir: string, threads: RenderThreads, started: number): Promise<void> {
  const [
    { pruneBuildCache },
    { appBuildKey, hasAppBuildsFor, keepAside, restoreAppBuild, storeAppBuild },
    { codeInputsHash },
    { currentBuildState, writeBuildState },
  ] = await Promise.all([
    import("../../web/app/content/build/build-cache.server.ts"),
    import("./app-build-cache.ts"),
    import("./build-stamp.ts"),
    import("./build-state.ts"),
  ]);
  rmSync(join(buildDir, ".incremental"), { recursive: true, force: true });
  const appStarted = performance.now();
  // Compiling starts at once unless an app compiled from this code is kept; whether that one was
  // compiled with this site configuration is known once the content is read.
  const code = codeInputsHash(root);
  const kept = [SEARCH_INDEX_BASE.slice(1)];
  let putBack: (() => void) | null = null;
  // The content is read once, here, for this process and React Router's, just after React
  // Router's build starts: it asks for what it needs of it (build-channel.ts) seconds later.
  let stateRead!: Promise<BuildState>;
  // Only a build that compiles the app needs the sample (and React Router's route matching); it is
  // worked out once, for React Router's prerender and for the paths the render threads leave to it.
  let sampleRead: Promise<string[]> | null = null;
  const samplePaths = () =>
    (sampleRead ??= Promise.all([import("./prerender-sample.ts"), stateRead]).then(([{ prerenderSample }, state]) =>
      prerenderSample(state.paths),
    ));
  const compile = () => {
    putBack = keepAside(buildDir, kept);
    return reactRouterBuild({
      "site-config": async () => {
        await stateRead;
        const { getSiteConfig } = await import("../../web/app/content/views/site-config.server.ts");
        return getSiteConfig();
      },
      "prerender-paths": samplePaths,
    });
  };
  let appBuild = hasAppBuildsFor(code) ? null : compile();
  stateRead = currentBuildState(root, code);
  let sample = new Set<string>();
  let oldOutput: Promise<void> = Promise.resolve();
  // React Router prerenders its sample of paths while the render threads render the others: they
  // need only its server build, and its prerender nothing of theirs.
  let sampleRendered: Promise<void> = Promise.resolve();
  let state: BuildState;
  try {
    state = await stateRead;
    const appKey = appBuildKey(state.code, state.siteConfig, buildDir);
    const restored = appBuild ? null : restoreAppBuild(buildDir, appKey, join(root, PUBLIC_DIR), { keep: kept });
    if (restored) {
      oldOutput = restored.removed;
      console.log(
        `build: the app compiled for this code and site configuration reused from the build cache, ${since(appStarted)}`,
      );
    } else {
      const compiling = (appBuild ??= compile());
      await compiling.serverBuilt;
      sample = new Set(await samplePaths());
      console.log(`build: React Router's Vite builds, ${since(appStarted)}`);
      const prerenderStarted = performance.now();
      sampleRendered = compiling.finished.then(() => {
        storeAppBuild(buildDir, appKey);
        putBack!();
        console.log(
          `build: React Router's prerender of ${sample.size} paths (a path of every route), beside the render, ${since(prerenderStarted)}`,
        );
      });
      sampleRendered.catch(() => undefined);
    }
  } catch (error) {
    appBuild?.stop();
    appBuild?.finished.catch(() => undefined);
    threads.stop();
    throw error;
  }
  const renderStarted = performance.now();
  const rest = state.paths.filter((path) => !sample.has(path));
  const client = join(buildDir, "client");
  const [
    { compressionCacheEmpty, sitePrecompression, twinsMatchedFile },
    { readBuiltPage },
    { extractSectionsAhead, isIndexedPage },
  ] = await Promise.all([
    import("./hosting/precompress.ts"),
    import("./hosting/html-files.ts"),
    import("./search/build-search-index.ts"),
  ]);
  const precompression = sitePrecompression(client, { matchedFile: twinsMatchedFile(buildDir) });
  // Each page is final once its thread wrote it, and the app's files and the sample's pages once
  // React Router's build has ended: with nothing compressed before, they are compressed, and each
  // page's search sections extracted, on the core the render threads leave, as they come. With
  // twins in the cache the worker only hashes and links, which waits for the finishing steps:
  // beside the render it slowed a 4,621-path build's render by 5-11%.
  const compressNow = compressionCacheEmpty();
  const pageWritten = (file: string) => {
    precompression.add([file]);
    if (isIndexedPage(file)) extractSectionsAhead(readBuiltPage(client, file));
  };
  const appFinal = sampleRendered.then(() => compressNow && precompression.addPresent([SEARCH_INDEX_BASE.slice(1)]));
  appFinal.catch(() => undefined);
  const threadCount = `${threads.count} thread${threads.count > 1 ? "s" : ""}`;
  const rendered = threads
    .render(rest, state.paths, { onWritten: compressNow ? pageWritten : undefined })
    .then(() =>
      console.log(
        `build: ${rest.length}${sample.size ? " more" : ""} paths and the not-found page rendered in ${threadCount}, ${since(renderStarted)}`,
      ),
    );
  rendered.catch(() => undefined);
  const [{ finishBuild }, { writeMachineFiles }] = await Promise.all([
    import("./finish-build.ts"),
    import("./machine/write-machine-files.ts"),
  ]);
  // The Markdown twins, llms files and sitemap come from the content alone, which this thread has
  // loaded: it writes them on the core the render threads leave, once React Router's prerender of
  // its sample has ended, so that they are not a third busy thread beside it and the render on two
  // cores (docs/decisions/0028-twins-after-react-routers-prerender.md).
  const machineFiles = sampleRendered.then(() => writeMachineFiles(client));
  machineFiles.catch(() => undefined);
  try {
    await Promise.all([rendered, appFinal]);
  } catch (error) {
    appBuild?.stop();
    threads.stop();
    throw error;
  }
  await finishBuild(buildDir, console.log, { machineFiles, precompression });
  writeBuildState(buildDir, state);
  await oldOutput;
  const pruneStarted = performance.now();
  const pruned = pruneBuildCache();
  if (pruned)
    console.log(
      `finish: ${pruned.entries} build cache entries unused for 7 days removed (${(pruned.bytes / 1e6).toFixed(1)} MB), ${since(pruneStarted)}`,
    );
  console.log(`build: full, ${since(started)}`);
}

/**
 * Builds the site into TIDEWIRE_BUILD_DIR (default `build/`).
 *
 *   npm run build                          # full build
 *   npm run build -- --incremental         # update the existing build when it can be, else full
 *   npm run build -- --changed <id>...     # the same, naming the published documents in the log
 *
 * The embedded dataset is compiled first (unless a live Sanity project or TIDEWIRE_DATASET_FILE is
 * the source), then the site is built in full (`fullBuild`; every prerendering process records
 * each page's dependencies). With `--incremental` or `--changed`, the existing build is updated in
 * place (build/incremental-build.ts) when the code, configuration, lockfile and site configuration
 * are unchanged, and otherwise rebuilt in full. The document ids (from `--changed` and
 * TIDEWIRE_CHANGED_DOCUMENTS, comma-separated, which the rebuild receiver sets) are only logged:
 * the pages to render are found from what each page was made from, so a publish that changes
 * documents nobody named is still complete. Exits non-zero on any error.
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
  useCompileCache();
  const buildDir = resolve(root, process.env.TIDEWIRE_BUILD_DIR ?? "build");
  const publish = values.incremental || values.changed;
  process.env[RECORD_DEPENDENCIES_ENV] = "1";
  let threads = publish ? null : startRenderThreads(buildDir);
  try {
    if (!process.env.SANITY_PROJECT_ID && !process.env.TIDEWIRE_DATASET_FILE) {
      const { DEFAULT_PATHS, isDatasetCurrent } = await import("./dataset/dataset-stamp.ts");
      if (isDatasetCurrent(DEFAULT_PATHS)) console.log(`build: embedded dataset current, ${since(started)}`);
      else {
        const { compileDataset } = await import("./dataset/compile-dataset.ts");
        compileDataset(DEFAULT_PATHS, { force: true });
        console.log(`build: embedded dataset compiled, ${since(started)}`);
      }
    }
    if (publish) {
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
      threads = startRenderThreads(buildDir);
    }
  } catch (error) {
    threads?.stop();
    throw error;
  }
  await fullBuild(buildDir, threads!, started);
}

await main();
