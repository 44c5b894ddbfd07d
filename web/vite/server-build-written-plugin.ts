import type { Plugin } from "vite";
import { SERVER_BUILD_WRITTEN } from "./build-channel.ts";

/**
 * Tells the process that started the build, over Node's IPC channel (`process.send`, which exists
 * only when the parent opened one: a `react-router build` run on its own is unaffected;
 * build-channel.ts), once the server environment's bundle is on disk: its `writeBundle` hook runs
 * last and after every other plugin's (Rollup docs, "writeBundle"; Vite docs, "Plugin API", `order`
 * and `sequential`), so React Router's own (which moves the server's assets into the client build)
 * is done. What React Router does after it, prerendering its sample of paths, needs no more of the
 * build: scripts/build/build.ts renders the other paths meanwhile.
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
