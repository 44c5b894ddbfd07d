import type { Config } from "@react-router/dev/config";

/**
 * A fully static site (SPEC.md; DEVELOPERS.md "Web"): no server rendering at request time, every
 * content route prerendered from the dataset at build time.
 *
 * React Router builds the app and writes the SPA fallback; `npm run build` (scripts/build/build.ts)
 * then prerenders every path the content layer lists (`listPrerenderPaths`) with the server build,
 * in worker threads (scripts/build/render-routes.ts, which writes the files React Router's own
 * prerender step would). React Router's prerender renders in one thread of the Vite process, and
 * React Router validates route exports only against the paths listed here, so none are.
 */
export default {
  appDirectory: "web/app",
  // TIDEWIRE_BUILD_DIR lets tests build a broken dataset without touching the served build.
  buildDirectory: process.env.TIDEWIRE_BUILD_DIR ?? "build",
  ssr: false,
  prerender: { paths: () => [] },
} satisfies Config;
