import path from "node:path";
import type { Plugin } from "vite";

/** The import query that asks for a module's chunk URL instead of the module. */
const QUERY = "?client-chunk";

/**
 * Serves `import url from "./module.ts?client-chunk"`: the URL of `module.ts` built as a client
 * chunk of its own, named after its file (`/assets/module-<hash>.js`). The module is named once,
 * where its URL is used:
 *
 * - The behaviours script (web/app/behaviours/behaviours.ts), outside the app's module graph: the
 *   server build puts its URL into every page (components/behaviours-script.tsx), so the handlers
 *   of build-time content arrive with a few kilobytes right after the first paint, not with the app.
 * - Modules the app imports lazily (`import()`, the search suggestions, the search highlight bar):
 *   the chunk is the one the dynamic import loads (Rolldown gives a module one chunk), and its URL
 *   lets a failed import be retried under a new URL (hooks/use-lazy-module.ts): a browser that
 *   keeps a failed module fetch in its module map fails every later import of the same URL (HTML
 *   before whatwg/html#10327).
 *
 * React Router builds the client before the server; the plugin is shared by both builds (Vite's
 * `sharedDuringBuild`), so the server build reads the URLs the client build gave the chunks. In the
 * client build the URL is the chunk's own (Rollup's file URL reference, which Rolldown implements),
 * under the dev server the module's source URL. Throws when the module does not resolve, and at the
 * server build when the client build emitted no chunk for it.
 */
export function clientChunkPlugin(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  /** The client build's chunk references, by module id. */
  const referenceIds = new Map<string, string>();
  /** The client build's chunk URLs, by module id, for the server build. */
  const emitted = new Map<string, string>();
  return {
    name: "tidewire-client-chunk",
    // Before Vite's own resolver, which would resolve the file and keep the query.
    enforce: "pre",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return undefined;
      const module = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!module) this.error(`client chunk: ${source} does not resolve from ${importer}`);
      return `\0${module.id}${QUERY}`;
    },
    load(id) {
      if (!id.startsWith("\0") || !id.endsWith(QUERY)) return undefined;
      const module = id.slice(1, -QUERY.length);
      if (command !== "build") return `export default ${JSON.stringify(`/${path.relative(root, module)}`)};`;
      if (this.environment.name === "client") {
        let referenceId = referenceIds.get(module);
        if (!referenceId) {
          referenceId = this.emitFile({ type: "chunk", id: module, name: path.parse(module).name });
          referenceIds.set(module, referenceId);
        }
        return `export default import.meta.ROLLUP_FILE_URL_${referenceId};`;
      }
      const url = emitted.get(module);
      if (!url) this.error(`client chunk: the client build emitted no chunk for ${path.relative(root, module)}`);
      return `export default ${JSON.stringify(url)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [module, referenceId] of referenceIds) emitted.set(module, `/${this.getFileName(referenceId)}`);
    },
  };
}
