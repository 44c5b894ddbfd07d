import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../../web/app/routes.ts";

/** The route tree of web/app/routes.ts for `matchRoutes`, each route named by its id (the file when it has none). */
function routeTree(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map(
    (entry) =>
      ({
        id: entry.id ?? entry.file,
        path: entry.path,
        index: entry.index,
        children: entry.children && routeTree(entry.children),
      }) as RouteObject,
  );
}

const tree = routeTree(routes);

/**
 * The paths React Router's own prerender renders in a full build: of `paths` (site paths in the
 * order `listPrerenderPaths` lists them: pages and files, then redirect sources), the first path of
 * each route of web/app/routes.ts, matched as React Router matches them (`matchRoutes`, a path with
 * a trailing slash as its prerender asks), and the last path of all, a redirect source, so a
 * redirect is among them too; in `paths` order. React Router checks the routes' exports for
 * `ssr: false` against the paths it prerenders, and needs a path of every route with a loader for
 * that. The first path of the API reference's routes is its overview, which has no code: an API
 * operation page there would make React Router's process load and translate the grammars of every
 * sample language, which the render threads do too (about a second of CPU, docs/decisions/0024).
 * scripts/build/build.ts renders every other path in worker threads through the same request
 * handler (render-routes.ts), where React Router's prerender renders one path at a time in its CLI
 * process. Paths that match no route are left out (React Router refuses them).
 */
export function prerenderSample(paths: string[]): string[] {
  const firstByRoute = new Map<string, string>();
  let last: string | undefined;
  for (const path of paths) {
    const leaf = matchRoutes(tree, `${path}/`.replace(/^\/\/+/, "/"))?.at(-1)?.route.id;
    if (!leaf) continue;
    if (!firstByRoute.has(leaf)) firstByRoute.set(leaf, path);
    last = path;
  }
  const sample = new Set(firstByRoute.values());
  if (last !== undefined) sample.add(last);
  return paths.filter((path) => sample.has(path));
}
