import path from "node:path";
import type { Plugin } from "vite";

/** Chunk name of the code every page loads (file `assets/page-shell-<hash>.js`). */
const SHELL_CHUNK = "page-shell";

/**
 * Puts the modules every page loads into one client chunk: everything the browser entry and the
 * root route import statically (React, React DOM, React Router, the site chrome and the small
 * modules the chrome shares with routes). Left to automatic splitting, Rolldown makes a chunk per
 * set of importers, and a first visit fetched about 20 files, each compressed on its own; one
 * chunk compresses about 5 KB (gzip) smaller and costs fewer requests on a slow connection
 * (Rolldown docs, "Manual Code Splitting", `output.codeSplitting.groups`). The entry and root
 * modules keep chunks of their own, because React Router's manifest names them. Modules that only
 * some routes import, and anything imported dynamically, stay split by route.
 *
 * Client build only; the prerender (server) build and the search worker's bundle are unchanged.
 * `entryFile` and `rootFile` are paths relative to Vite's root (for example `web/app/root.tsx`).
 * Throws at build end when either module is missing from the module graph, since the grouping
 * would then silently group nothing.
 */
export function pageShellChunkPlugin(entryFile: string, rootFile: string): Plugin {
  const shell = new Set<string>();
  let entryId = "";
  let rootId = "";
  return {
    name: "tidewire-page-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      entryId = path.resolve(config.root, entryFile);
      rootId = path.resolve(config.root, rootFile);
    },
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: SHELL_CHUNK, test: (id: string) => shell.has(id) }] } },
          },
        },
      };
    },
    buildEnd(error) {
      if (error) return;
      const starts = [entryId, rootId];
      for (const start of starts) {
        if (!this.getModuleInfo(start)) this.error(`page-shell chunk: ${path.relative(process.cwd(), start)} is not in the client module graph`);
      }
      const pending = starts.flatMap((start) => this.getModuleInfo(start)?.importedIds ?? []);
      while (pending.length) {
        const id = pending.pop()!;
        if (shell.has(id) || starts.includes(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
