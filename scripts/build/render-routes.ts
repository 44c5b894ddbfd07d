import { existsSync, readdirSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import pMap from "p-map";
import {
  createRequestHandler,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { RECORD_DEPENDENCIES_ENV, requestPath } from "../../web/app/content/build/route-dependencies.server.ts";
import { REDIRECT_STATUSES } from "./hosting/redirects-file.ts";
import { insideOutput } from "./output-path.ts";

/**
 * The one module of the build that knows how React Router lays out a prerendered site (its
 * prerender step, @react-router/dev vite/plugin.ts, which writes full builds; docs/decisions/0010):
 * where each path's files go, and the SPA fallback page it writes beside them. Everything else of
 * the build uses React Router's public API. `react-router-prerender.test.ts` renders paths here and
 * compares them with React Router's own output, so an upgrade that changes either fails there.
 */

/** The file React Router's prerender writes the SPA fallback into (with `ssr: false`, when "/" is prerendered). The site does not use it. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/**
 * The path whose render is the not-found page, 404.html: no page exists there, so the route that
 * matches it (a standalone page's `:slug`) throws a 404 to the site layout's error boundary, and
 * the page is that boundary's not-found page with the error in its hydration data. On any unknown
 * path the browser hydrates into the same boundary without a request (routes/site-layout.tsx).
 */
export const NOT_FOUND_PAGE_PATH = "/404";

/** The files of a prerendered path in `client/`, as React Router's prerender names them (relative, "/"-separated). */
export const prerenderFiles = (path: string) => ({
  data: path.endsWith("/") ? `${path}_.data` : `${path}.data`,
  page: `${path}/index.html`.replace(/^\/\//, "/"),
  resource: path,
});

/** The route tree of a server build, for `matchRoutes`. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          children: route!.index ? undefined : routeTree(routes, route!.id),
        }) as RouteObject,
    );
}

/** Loads the server build of `buildDir` (`react-router build`'s `server/index.js`). */
const loadServerBuild = async (buildDir: string): Promise<ServerBuild> =>
  (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;

/**
 * Prerenders `paths` (`/docs/intro`) with the server build of `buildDir`, through React Router's
 * request handler (`createRequestHandler`, its public API for servers), writing into `client/` the
 * files React Router's own prerender writes: `<path>.data` and `<path>/index.html` for pages, the
 * response body at `<path>` for resource routes, only `<path>.data` for a redirect (the host answers
 * the page's request with its own 301). `allPaths` is the list of prerendered paths the handler is
 * given (React Router refuses to render a path of an `ssr: false` build that is not in it), so pages
 * added since the build render. With `notFoundPage`, also writes 404.html (`NOT_FOUND_PAGE_PATH`).
 * `onWritten` is called with each file's absolute path once it is written.
 * Pages record what they were made from into the build (route-dependencies.server.ts). Throws,
 * naming the path, on any answer React Router's prerender would refuse.
 */
export async function renderRoutes(
  buildDir: string,
  paths: string[],
  allPaths: string[],
  {
    notFoundPage = true,
    concurrency = 4,
    onWritten = () => undefined,
  }: { notFoundPage?: boolean; concurrency?: number; onWritten?: (file: string) => void } = {},
): Promise<void> {
  process.env[RECORD_DEPENDENCIES_ENV] = "1";
  process.env.TIDEWIRE_BUILD_DIR = buildDir;
  const build = await loadServerBuild(buildDir);
  const handler = createRequestHandler({ ...build, prerender: [...allPaths, NOT_FOUND_PAGE_PATH] }, "production");
  const tree = routeTree(build.routes);
  const client = join(buildDir, "client");
  const write = async (path: string, contents: string | Uint8Array) => {
    const file = join(client, ...path.split("/").filter(Boolean));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
    onWritten(file);
  };
  // Files are written as the bytes answered, not decoded to text to be encoded again.
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  const request = (url: string) => handler(new Request(`http://localhost${url}`), new RouterContextProvider());
  const fetchOk = async (url: string, what: string, path: string, expected = 200) => {
    const response = await request(url);
    const redirect = what === "html" && REDIRECT_STATUSES.has(response.status);
    if (redirect && !response.headers.get("Location"))
      throw new Error(`Prerender (${what}): ${path} answered ${response.status} without a Location`);
    if (response.status !== expected && !(what === "data" && response.status === 202) && !redirect)
      throw new Error(
        `Prerender (${what}): ${path} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
      );
    return response;
  };

  const renderPath = async (path: string) => {
    const matches = matchRoutes(tree, `${path}/`.replace(/^\/\/+/, "/"));
    if (!matches) throw new Error(`Prerender: ${path} matches no route`);
    const leaf = build.routes[matches[matches.length - 1].route.id!]!;
    const files = prerenderFiles(path);
    if (!leaf.module.default && !leaf.module.ErrorBoundary) {
      const data = await fetchOk(`${files.data}?_routes=${encodeURIComponent(leaf.id)}`, "data", path);
      await write(files.data, await bytes(data));
      await write(files.resource, await bytes(await fetchOk(path, "resource", path)));
      return;
    }
    if (matches.some((match) => build.routes[match.route.id!]?.module.loader))
      await write(files.data, await bytes(await fetchOk(files.data, "data", path)));
    const page = await fetchOk(`${path}/`.replace(/^\/\/+/, "/"), "html", path);
    if (!REDIRECT_STATUSES.has(page.status)) await write(files.page, await bytes(page));
  };

  await pMap(paths, renderPath, { concurrency });
  if (notFoundPage)
    await write("404.html", await bytes(await fetchOk(`${NOT_FOUND_PAGE_PATH}/`, "html", "the not-found page", 404)));
}

/**
 * A request handler that renders any path of the server build of `buildDir` when asked (the draft
 * preview, scripts/preview/preview-server.ts): React Router's `createRequestHandler`, given the
 * request's own path as the prerendered list, as renderRoutes gives it every path (an `ssr: false`
 * build renders only listed paths). Pages (`/docs/intro/`), their data (`/docs/intro.data`) and
 * resource routes answer as they would while prerendering, from whatever content source the
 * content layer has at the time of the request.
 */
export async function createOnDemandHandler(buildDir: string): Promise<(request: Request) => Promise<Response>> {
  const build = await loadServerBuild(buildDir);
  return (request) =>
    createRequestHandler({ ...build, prerender: [requestPath(request), NOT_FOUND_PAGE_PATH] }, "production")(
      request,
      new RouterContextProvider(),
    );
}

/**
 * What React Router's own prerender leaves that the site does not serve: the SPA fallback page
 * (every unknown path gets 404.html instead), and the meta-refresh page it writes at a redirect's
 * source (`redirectSources`; the host answers those with a 301, and Netlify would serve the file
 * instead of an unforced redirect), with the directory it was written into when nothing else is
 * there. Removes them from the `client/` directory of `buildDir`.
 */
export function removeUnservedPrerenderFiles(buildDir: string, redirectSources: string[]): void {
  const client = join(buildDir, "client");
  rmSync(join(client, SPA_FALLBACK_FILE), { force: true });
  for (const source of redirectSources) {
    const page = insideOutput(client, ...prerenderFiles(source).page.split("/").filter(Boolean));
    if (!existsSync(page)) continue;
    rmSync(page);
    // The directory held only that page unless pages live beneath the source (`/docs`).
    if (readdirSync(dirname(page)).length === 0) rmSync(dirname(page), { recursive: true });
  }
}
