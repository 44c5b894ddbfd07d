import type { RouteObject } from "react-router";

/**
 * A route as React Router's build manifests describe it: the client manifest
 * (window.__reactRouterManifest.routes) and the server build's `assets.routes` share these fields.
 */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasDefaultExport: boolean;
  hasErrorBoundary: boolean;
  /** URL of the route's module in the client build. */
  module: string;
  /** URL of the route's `clientLoader` when React Router split it into a chunk of its own. */
  clientLoaderModule?: string;
}

/** The nested route objects of a flat manifest, for `matchRoutes` (index routes have no children). */
export function manifestRouteTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: route.index ? undefined : manifestRouteTree(routes, route.id) }) as RouteObject);
}
