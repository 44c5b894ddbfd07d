import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_PREFIX = "virtual:client-chunk/";
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * Makes each of `chunks` (a chunk name → its entry module, relative to Vite's root) a client chunk
 * of that name, and serves its URL as `virtual:client-chunk/<name>` (`export default
 * "/assets/<name>-<hash>.js"`):
 *
 * - The behaviours script (web/app/behaviours/start.ts), outside the app's module graph: the server
 *   build puts its URL into every page (root.tsx), so the handlers of build-time content arrive
 *   with a few kilobytes right after the first paint, not with the app.
 * - Modules the app imports lazily (`import()`, the search suggestions, the search highlight bar):
 *   the chunk named is the one the dynamic import loads (Rolldown gives a module one chunk), and
 *   its URL lets a failed import be retried under a new URL (hooks/use-lazy-module.ts): a browser
 *   that keeps a failed module fetch in its module map fails every later import of the same URL
 *   (HTML before whatwg/html#10327).
 *
 * React Router builds the client before the server; the plugin is shared by both builds (Vite's
 * `sharedDuringBuild`), so the server build reads the names the client build gave the chunks. In
 * the client build a module's value is its chunk's own URL (Rollup's file URL reference, which
 * Rolldown implements), under the dev server the entry's source URL. Throws at the server build
 * when the client build emitted no chunk of that name, and on a name `chunks` does not hold.
 */
export function clientChunkPlugin(chunks: Record<string, string>): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  const referenceIds = new Map<string, string>();
  const emitted = new Map<string, string>();
  return {
    name: "tidewire-client-chunk",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, entryFile] of Object.entries(chunks))
        referenceIds.set(name, this.emitFile({ type: "chunk", id: path.resolve(root, entryFile), name }));
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, referenceId] of referenceIds) emitted.set(name, `/${this.getFileName(referenceId)}`);
    },
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      const entryFile = chunks[name];
      if (entryFile === undefined) this.error(`client chunk: no chunk is named "${name}"`);
      if (command === "build" && this.environment.name !== "client") {
        const url = emitted.get(name);
        if (!url) this.error(`client chunk: the client build emitted no chunk for ${entryFile}`);
        return `export default ${JSON.stringify(url)};`;
      }
      const referenceId = referenceIds.get(name);
      if (command === "build" && referenceId) return `export default import.meta.ROLLUP_FILE_URL_${referenceId};`;
      return `export default ${JSON.stringify(`/${entryFile}`)};`;
    },
  };
}
