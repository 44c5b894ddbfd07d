import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { createRequestHandler, matchRoutes, type ServerBuild } from "react-router";
import { manifestRouteTree, type ManifestRoute } from "../../web/app/lib/route-manifest.ts";
import { deferPageScripts } from "./hosting/defer-page-scripts.ts";
import { REDIRECT_STATUSES } from "./hosting/redirects-file.ts";

/**
 * Prerenders `paths` (`/docs/intro`) with the server build of `buildDir` (`react-router build`'s
 * `server/index.js`), writing into its `client/` directory the same files React Router's own
 * prerender step writes (@react-router/dev, vite/plugins/prerender.ts): `<path>.data` and
 * `<path>/index.html` for pages, the response body at `<path>` for resource routes, and, with
 * `spaFallback`, `__spa-fallback.html`, pages in their final form (deferPageScripts). `allPaths` replaces the build's list of prerendered paths, so pages added since the build render
 * instead of falling back to the SPA. Requests carry React Router's build-time flag
 * (`IS_RR_BUILD_REQUEST`), so routes record their dependencies. Throws, naming the path, on any
 * answer React Router's prerender would refuse.
 */
export async function renderRoutes(buildDir: string, paths: string[], allPaths: string[], { spaFallback = true, concurrency = 4 } = {}): Promise<void> {
  process.env.IS_RR_BUILD_REQUEST = "yes";
  process.env.TIDEWIRE_BUILD_DIR = buildDir;
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler({ ...build, prerender: allPaths }, "production");
  const manifest = build.assets.routes as unknown as Record<string, ManifestRoute>;
  const tree = manifestRouteTree(manifest);
  const client = join(buildDir, "client");
  const write = async (path: string, contents: string | Uint8Array) => {
    const file = join(client, ...path.split("/").filter(Boolean));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  };
  const fetchOk = async (url: string, init: RequestInit, what: string, path: string) => {
    const response = await handler(new Request(`http://localhost${url}`, init));
    const redirect = what === "html" && REDIRECT_STATUSES.has(response.status);
    if (redirect && !response.headers.get("Location")) throw new Error(`Prerender (${what}): ${path} answered ${response.status} without a Location`);
    if (response.status !== 200 && !(what === "data" && response.status === 202) && !redirect) throw new Error(`Prerender (${what}): ${path} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return response;
  };

  const renderPath = async (path: string) => {
    const matches = matchRoutes(tree, `${path}/`.replace(/^\/\/+/, "/"));
    if (!matches) throw new Error(`Prerender: ${path} matches no route`);
    const leaf = manifest[matches[matches.length - 1].route.id!];
    const dataPath = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
    if (!leaf.hasDefaultExport && !leaf.hasErrorBoundary) {
      const data = await fetchOk(`${dataPath}?_routes=${encodeURIComponent(leaf.id)}`, {}, "data", path);
      await write(dataPath, await data.text());
      const resource = await fetchOk(path, {}, "resource", path);
      await write(path, new Uint8Array(await resource.arrayBuffer()));
      return;
    }
    const headers = new Headers();
    if (matches.some((match) => manifest[match.route.id!].hasLoader)) {
      const data = await (await fetchOk(dataPath, {}, "data", path)).text();
      await write(dataPath, data);
      headers.set("X-React-Router-Prerender-Data", encodeURI(data));
    }
    const page = await fetchOk(`${path}/`.replace(/^\/\/+/, "/"), { headers }, "html", path);
    if (REDIRECT_STATUSES.has(page.status)) return;
    await write(`${path}/index.html`.replace(/^\/\//, "/"), deferPageScripts(await page.text(), path));
  };

  const queue = [...paths];
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await renderPath(path);
  }));
  if (spaFallback) {
    const fallback = await fetchOk("/", { headers: { "X-React-Router-SPA-Mode": "yes" } }, "spa", "SPA fallback");
    await write("__spa-fallback.html", deferPageScripts(await fallback.text(), "SPA fallback"));
  }
}

/** What `renderRoutesInParallel` passes to each thread of `render-worker.ts`. */
export interface RenderWorkerData {
  buildDir: string;
  paths: string[];
  allPaths: string[];
  spaFallback: boolean;
}

/**
 * `renderRoutes` spread over worker threads (`render-worker.ts`), one per available core
 * (`os.availableParallelism`) and at most one per 8 paths: rendering is CPU-bound JavaScript
 * (React, code highlighting, turbo-stream), so one thread would leave every other core idle.
 * Paths are dealt out in turn, so the heavy API pages are shared. The SPA fallback is rendered by
 * the first thread. Threads run with NODE_ENV `production`, as React Router's own prerender does:
 * React picks its build when first loaded, and the development build renders several times
 * slower. Resolves with the number of threads used; rejects with the first thread's error (a
 * `renderRoutes` error names the path).
 */
export async function renderRoutesInParallel(buildDir: string, paths: string[], allPaths: string[], { spaFallback = true } = {}): Promise<number> {
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(paths.length / 8)));
  const slices = Array.from({ length: threads }, (_, thread) => paths.filter((_, index) => index % threads === thread));
  await Promise.all(
    slices.map(
      (slice, thread) =>
        new Promise<void>((done, fail) => {
          const workerData: RenderWorkerData = { buildDir, paths: slice, allPaths, spaFallback: spaFallback && thread === 0 };
          new Worker(new URL("./render-worker.ts", import.meta.url), { workerData, env: { ...process.env, NODE_ENV: "production" } })
            .once("error", fail)
            .once("exit", (code) => (code === 0 ? done() : fail(new Error(`Prerender: render thread ${thread} exited with code ${code}`))));
        }),
    ),
  );
  return threads;
}
