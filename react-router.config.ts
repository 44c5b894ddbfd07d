import type { Config } from "@react-router/dev/config";
import { askBuild } from "./web/vite/build-channel.ts";

let prerenderPaths: Promise<string[]> | null = null;

/**
 * A fully static site (SPEC.md): no server rendering at request time, every page prerendered from
 * the dataset at build time through React Router's request handler
 * (docs/decisions/0010-react-router-progressive-enhancement.md). React Router's own prerender renders
 * a sample of the paths (scripts/build/prerender-sample.ts: a path of every route, so it checks the
 * routes' exports for `ssr: false`); scripts/build/build.ts renders the rest in worker threads with
 * the same handler (scripts/build/render-routes.ts) meanwhile, from the moment the server build is
 * written (web/vite/server-build-written-plugin.ts), as a publish re-renders the pages it changed.
 * The paths come from the content layer (`listPrerenderPaths`), read once per process, or, in a
 * build started by scripts/build/build.ts, from that process, which has read them already and
 * renders the rest (web/vite/build-channel.ts).
 */
export default {
  appDirectory: "web/app",
  // TIDEWIRE_BUILD_DIR lets tests build a broken dataset without touching the served build.
  buildDirectory: process.env.TIDEWIRE_BUILD_DIR ?? "build",
  ssr: false,
  // The only route with client exports to split (the site layout's middleware and fallback) is
  // matched on every page and built into the page shell (web/vite/page-shell-chunk-plugin.ts), so
  // split route chunks would only add requests (React Router docs, "splitRouteModules").
  splitRouteModules: false,
  prerender: {
    paths: () =>
      (prerenderPaths ??=
        askBuild("prerender-paths") ??
        Promise.all([
          import("./web/app/content/views/site-paths.server.ts"),
          import("./scripts/build/prerender-sample.ts"),
        ]).then(async ([{ listPrerenderPaths }, { prerenderSample }]) => prerenderSample(await listPrerenderPaths()))),
    // Rendering is CPU-bound; a few paths at a time keep the content layer's reads overlapped.
    concurrency: 4,
  },
} satisfies Config;
