import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunkPlugin } from "./web/vite/client-chunk-plugin.ts";
import { pageShellChunkPlugin } from "./web/vite/page-shell-chunk-plugin.ts";
import { PUBLIC_DIR } from "./web/vite/public-dir.ts";
import { serverBuildWrittenPlugin } from "./web/vite/server-build-written-plugin.ts";
import { siteConfigPlugin } from "./web/vite/site-config-plugin.ts";

export default defineConfig(({ isPreview }) => ({
  publicDir: PUBLIC_DIR,
  plugins: [
    reactRouter(),
    siteConfigPlugin(),
    clientChunkPlugin(),
    pageShellChunkPlugin(
      "web/app/entry.client.tsx",
      "web/app/root.tsx",
      ["web/app/routes/site-layout.tsx"],
      "web/app/routes",
    ),
    serverBuildWrittenPlugin(),
  ],
  // Route chunks are loaded by React Router from its manifest; dynamic imports (the search suggestions,
  // the highlight bar) are small single chunks that need no preload helper (Vite docs, build.modulePreload).
  build: { assetsInlineLimit: 0, modulePreload: false },
  // Vite strips comments from minified app chunks but not from the worker bundles it builds
  // separately, which kept every `/* @__PURE__ */` annotation in the search worker; the worker's
  // output takes the same setting (Vite docs, worker.rolldownOptions; Rolldown docs, output.comments).
  worker: { rolldownOptions: { output: { comments: false } } },
  // React Router prerenders through `vite preview`, whose module loader would otherwise start a file
  // watcher that walks the whole project, build output included, for a process that never rebuilds
  // (Vite docs, server.watch: null disables it).
  server: isPreview ? { watch: null } : {},
}));
