import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageShellChunkPlugin } from "./web/vite/page-shell-chunk-plugin.ts";
import { siteConfigPlugin } from "./web/vite/site-config-plugin.ts";

export default defineConfig(({ isPreview }) => ({
  publicDir: "web/public",
  plugins: [reactRouter(), siteConfigPlugin(), pageShellChunkPlugin("web/app/entry.client.tsx", "web/app/root.tsx")],
  build: { assetsInlineLimit: 0 },
  // React Router prerenders through `vite preview`, whose module loader would otherwise start a file
  // watcher that walks the whole project, build output included, for a process that never rebuilds
  // (Vite docs, server.watch: null disables it).
  server: isPreview ? { watch: null } : {},
}));
