import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteConfigPlugin } from "./web/vite/site-config-plugin.ts";

export default defineConfig({
  publicDir: "web/public",
  plugins: [reactRouter(), siteConfigPlugin()],
  build: { assetsInlineLimit: 0 },
});
