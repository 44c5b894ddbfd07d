import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:behaviours-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Builds the behaviours script (`entryFile`, relative to Vite's root: web/app/behaviours/start.ts)
 * as a client chunk of its own, outside the app's module graph, and serves its URL as
 * `virtual:behaviours-script` (`export default "/assets/behaviours-<hash>.js"`) to the server
 * build, which puts it into every page (root.tsx): the handlers of build-time content then arrive
 * with a few kilobytes right after the first paint, not with the app. React Router builds the
 * client before the server; the plugin is shared by both builds (Vite's `sharedDuringBuild`), so
 * the server build reads the name the client build gave the chunk. In the client build the
 * module's value is the same chunk's URL (for an `import()` after a navigation), under the dev
 * server the entry's source URL. Throws at the server build when
 * the client build emitted no such chunk.
 */
export function behavioursScriptPlugin(entryFile: string): Plugin {
  let root = process.cwd();
  let emitted: string | null = null;
  let referenceId: string | null = null;
  let command: "build" | "serve" = "serve";
  return {
    name: "tidewire-behaviours-script",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client")
        referenceId = this.emitFile({ type: "chunk", id: path.resolve(root, entryFile), name: "behaviours" });
    },
    generateBundle() {
      if (this.environment.name === "client" && referenceId) emitted = `/${this.getFileName(referenceId)}`;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "build" && this.environment.name !== "client") {
        if (!emitted) this.error(`behaviours script: the client build emitted no chunk for ${entryFile}`);
        return `export default ${JSON.stringify(emitted)};`;
      }
      // The client build's own chunk URL (Rollup's file URL reference, which Rolldown implements).
      if (command === "build" && referenceId) return `export default import.meta.ROLLUP_FILE_URL_${referenceId};`;
      return `export default ${JSON.stringify(`/${entryFile}`)};`;
    },
  };
}
