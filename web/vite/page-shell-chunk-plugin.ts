import path from "node:path";
import type { Plugin } from "vite";

/**
 * Name of the group of code every page loads. The group holds the browser entry module, so Rolldown
 * emits it as the entry's chunk (`assets/entry.client-<hash>.js`).
 */
const SHELL_CHUNK = "page-shell";
/** Name of the group of modules both the shell and another entry (the behaviours script) import. */
const SHARED_CHUNK = "page-shared";
/** A module id without its query (Vite and Rolldown ids may carry one). */
const fileOf = (id: string) => id.replace(/\?.*$/, "");

/**
 * Puts the modules every page loads into one client chunk: the browser entry, the root route and
 * the layout routes every page sits in (`layoutFiles`, the site layout) with everything they import
 * statically (React, React DOM, React Router, the site chrome), and every module that all page
 * routes import (their shared meta helpers, say). Left to automatic splitting, Rolldown makes a
 * chunk per set of importers, and a first visit fetched about 20 files, each compressed on its own;
 * one chunk compresses smaller and costs fewer requests on a slow connection (figures in
 * docs/decisions/0010-react-router-progressive-enhancement.md; Rolldown docs, "Manual Code
 * Splitting", `output.codeSplitting.groups`). The entry and route chunks React Router's manifest
 * names stay, as small re-exports where their code moved. Modules only some routes import, and
 * anything imported dynamically, stay split by route.
 *
 * A route module is an entry of the client build whose file is the root route or lies in
 * `routesDir` (React Router builds each route module as an entry of its own); a page route is one
 * that exports `meta` (it describes a page); resource routes (feeds, the OpenAPI file), the site
 * layout and the not-found route, whose content carries its own title, do not count. Client build
 * only; the prerender (server) build and the search worker's bundle are unchanged. `entryFile`,
 * `rootFile`, `layoutFiles` and `routesDir` are paths relative to Vite's root (for example
 * `web/app/root.tsx`). Modules that another entry of the client build imports (the behaviours
 * script, web/vite/client-chunk-plugin.ts) go to a small group of their own instead, so that
 * script never loads the shell: the shell holds the browser entry, whose first run starts hydration.
 * An entry the app also imports dynamically (a lazily loaded part whose URL that plugin serves)
 * is part of the app: it loads after the shell, and shares its modules.
 * Throws at build end when one of the named modules is missing from the module graph, since the
 * grouping would then silently group nothing, and when a page route has no default export: SPEC.md
 * section 8, a page module lacking a default export cannot render.
 */
export function pageShellChunkPlugin(
  entryFile: string,
  rootFile: string,
  layoutFiles: string[],
  routesDir: string,
): Plugin {
  const shell = new Set<string>();
  const shared = new Set<string>();
  let entryId = "";
  let rootId = "";
  let layoutIds: string[] = [];
  let routesPath = "";
  return {
    name: "tidewire-page-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      entryId = path.resolve(config.root, entryFile);
      rootId = path.resolve(config.root, rootFile);
      layoutIds = layoutFiles.map((file) => path.resolve(config.root, file));
      routesPath = path.resolve(config.root, routesDir) + path.sep;
    },
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The shared group is taken first (a higher priority), so its modules are never
                // captured into the shell as dependencies of shell modules (Rolldown's
                // `includeDependenciesRecursively`).
                groups: [
                  { name: SHARED_CHUNK, test: (id: string) => shared.has(id), priority: 2 },
                  { name: SHELL_CHUNK, test: (id: string) => shell.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd(error) {
      if (error) return;
      // The modules whose static graphs every page loads.
      const starts = [entryId, rootId, ...layoutIds];
      for (const start of starts) {
        if (!this.getModuleInfo(start))
          this.error(`page-shell chunk: ${path.relative(process.cwd(), start)} is not in the client module graph`);
      }
      const staticGraph = (start: string) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const isRouteEntry = (id: string) =>
        Boolean(this.getModuleInfo(id)?.isEntry) && (fileOf(id) === rootId || fileOf(id).startsWith(routesPath));
      const pageRouteIds = [...this.getModuleIds()].filter(
        (id) => isRouteEntry(id) && fileOf(id) !== rootId && this.getModuleInfo(id)?.exports.includes("meta"),
      );
      for (const id of pageRouteIds) {
        if (!this.getModuleInfo(id)?.exports.includes("default"))
          this.error(
            `${path.relative(process.cwd(), fileOf(id))}: the page component has no default export, so the page cannot render`,
          );
      }
      const pageRoutes = pageRouteIds.map(staticGraph);
      const everyPage = pageRoutes.length
        ? pageRoutes.reduce((common, graph) => new Set([...common].filter((id) => graph.has(id))))
        : new Set<string>();
      // A chunk of its own outside the app (the behaviours script) must never load the shell: the
      // shell holds the browser entry, whose first run starts hydration. One the app imports
      // dynamically is inside it.
      const outsideApp = (id: string) => {
        const info = this.getModuleInfo(id);
        return Boolean(info?.isEntry) && id !== entryId && !isRouteEntry(id) && !info?.dynamicImporters.length;
      };
      const elsewhere = new Set([...this.getModuleIds()].filter(outsideApp).flatMap((id) => [...staticGraph(id)]));
      for (const id of [...starts.flatMap((start) => [...staticGraph(start)]), ...everyPage]) {
        if (isRouteEntry(id)) continue;
        if (elsewhere.has(id)) shared.add(id);
        else shell.add(id);
      }
    },
  };
}
