import type { Config } from "@react-router/dev/config";

/**
 * A fully static site (SPEC.md; DEVELOPERS.md "Web"): no server rendering at request time, every
 * content route prerendered from the dataset at build time.
 */
export default {
  appDirectory: "web/app",
  // TIDEWIRE_BUILD_DIR lets tests build a broken dataset without touching the served build.
  buildDirectory: process.env.TIDEWIRE_BUILD_DIR ?? "build",
  ssr: false,
  prerender: {
    concurrency: 4,
    async paths() {
      const { listContentPaths } = await import("./web/app/content/content.server.ts");
      return listContentPaths();
    },
  },
} satisfies Config;
