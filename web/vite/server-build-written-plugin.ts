import type { Plugin } from "vite";

/** The message `serverBuildWrittenPlugin` sends its parent process. */
export const SERVER_BUILD_WRITTEN = { type: "tidewire:server-build-written" } as const;

/**
 * Tells the process that started the build, over Node's IPC channel (`process.send`, which exists
 * only when the parent opened one: a `react-router build` run on its own is unaffected), once the
 * server environment's bundle is on disk: its `writeBundle` hook runs last and after every other
 * plugin's (Rollup docs, "writeBundle"; Vite docs, "Plugin API", `order` and `sequential`), so
 * React Router's own (which moves the server's assets into the client build) is done. What React
 * Router does after it, prerendering its sample of paths, needs no more of the build: scripts/build/
 * build.ts renders the other paths meanwhile.
 */
export function serverBuildWrittenPlugin(): Plugin {
  return {
    name: "tidewire-server-build-written",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      handler() {
        if (this.environment.name === "ssr") process.send?.(SERVER_BUILD_WRITTEN);
      },
    },
  };
}
