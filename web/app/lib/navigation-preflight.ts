import { matchRoutes, type ClientInstrumentation } from "react-router";
import { manifestRouteTree, type ManifestRoute } from "./route-manifest.ts";

/** Why a navigation did not happen: its code could not be loaded, or its page module cannot render. */
export interface NavigationFailure {
  /** The path the reader asked for, with its search and hash. */
  to: string;
  kind: "load" | "no-default-export";
  /** The error's own text, or the route's id for `no-default-export`. */
  message: string;
}

/**
 * The modules a client navigation to `pathname` will import (each matched route's module and
 * split `clientLoader` chunk, as React Router's routes.js loads them) that are not loaded yet
 * (`loaded`: route ids in window.__reactRouterRouteModules). Empty when nothing matches.
 */
export function modulesToLoad(routes: Record<string, ManifestRoute>, pathname: string, loaded: ReadonlySet<string>): { id: string; urls: string[] }[] {
  const matches = matchRoutes(manifestRouteTree(routes), pathname) ?? [];
  return matches
    .map((match) => routes[match.route.id!])
    .filter((route) => route && !loaded.has(route.id))
    .map((route) => ({ id: route.id, urls: [route.module, ...(route.clientLoaderModule ? [route.clientLoaderModule] : [])] }));
}

let state: { failure: NavigationFailure | null; pending: boolean } = { failure: null, pending: false };
const listeners = new Set<() => void>();
const setState = (next: Partial<typeof state>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

/** The navigation that failed last (cleared by the next navigation), for useSyncExternalStore. */
export const navigationFailure = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): NavigationFailure | null => state.failure,
  /** True while a navigation's code is being fetched, before React Router starts it. */
  pending: (): boolean => state.pending,
  dismiss: (): void => setState({ failure: null }),
};

interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  __reactRouterRouteModules?: Record<string, { default?: unknown }>;
}

/**
 * Imports the page code a client navigation to `pathname` needs (`modulesToLoad`), so React Router
 * finds it in the browser's module map. Resolves with the id of a page route whose module has no
 * default export (nothing to render), else null; rejects with the import's error (offline, a
 * missing file). Never lets React Router's own module loading fail: that reloads the document
 * (react-router lib/dom/ssr/routeModules.ts), for a navigation and for a prefetch alike.
 */
export async function loadRouteCode(pathname: string): Promise<string | null> {
  const globals = window as unknown as RouterGlobals;
  const routes = globals.__reactRouterManifest?.routes ?? {};
  for (const { id, urls } of modulesToLoad(routes, pathname, new Set(Object.keys(globals.__reactRouterRouteModules ?? {})))) {
    const [module] = (await Promise.all(urls.map((href) => import(/* @vite-ignore */ href)))) as [{ default?: unknown }];
    if (routes[id].hasDefaultExport && module.default == null) return id;
  }
  return null;
}

/**
 * Client navigations whose page code cannot be loaded stay where they are. React Router reloads
 * the whole document when a route module fails to import (react-router lib/dom/ssr/routeModules.ts),
 * so offline the browser's error page replaced the page being read. Instead, before a navigation
 * starts, the modules it needs are imported here; when one fails, or a page module has no default
 * export (so there is nothing to render), the navigation is held back and `navigationFailure`
 * says why: the reader keeps the current page and sees the error with Retry (SPEC.md sections 4
 * and 8). The modules imported are the ones React Router then finds in the browser's module map.
 * Back and forward go through the history, not `navigate`, and only revisit pages whose code is loaded.
 */
export const navigationPreflight: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(start, { to, formMethod }) {
        if (typeof to !== "string" || formMethod) return void (await start());
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) return void (await start());
        const target = `${url.pathname}${url.search}${url.hash}`;
        // Held, a navigation never happens: React Router calls `start` itself once this resolves.
        const hold = (kind: NavigationFailure["kind"], message: string) => {
          setState({ pending: false, failure: { to: target, kind, message } });
          return new Promise<void>(() => undefined);
        };
        const timer = window.setTimeout(() => setState({ pending: true }));
        try {
          const withoutComponent = await loadRouteCode(url.pathname);
          if (withoutComponent) return hold("no-default-export", withoutComponent);
        } catch (error) {
          return hold("load", error instanceof Error ? `${error.name}: ${error.message}` : String(error));
        } finally {
          window.clearTimeout(timer);
        }
        setState({ pending: false, failure: null });
        await start();
      },
    });
  },
};
