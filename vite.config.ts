import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageShellChunkPlugin } from "./web/vite/page-shell-chunk-plugin.ts";
import { siteConfigPlugin } from "./web/vite/site-config-plugin.ts";

export default defineConfig({
  publicDir: "web/public",
  plugins: [reactRouter(), siteConfigPlugin(), pageShellChunkPlugin("web/app/entry.client.tsx", "web/app/root.tsx")],
  build: { assetsInlineLimit: 0 },
});
