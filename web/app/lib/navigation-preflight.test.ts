import { describe, expect, it } from "vitest";
import { modulesToLoad } from "./navigation-preflight.ts";
import type { ManifestRoute } from "./route-manifest.ts";

const route = (id: string, extra: Partial<ManifestRoute>): ManifestRoute => ({ id, hasLoader: true, hasDefaultExport: true, hasErrorBoundary: false, module: `/assets/${id}.js`, ...extra });

/** A manifest shaped like the site's: a root layout, the home index, a docs splat with a split clientLoader, the catch-all. */
const routes: Record<string, ManifestRoute> = {
  root: route("root", { path: "", hasLoader: false }),
  home: route("home", { parentId: "root", index: true }),
  docs: route("docs", { parentId: "root", path: "docs/*", clientLoaderModule: "/assets/docs-client-loader.js" }),
  blog: route("blog", { parentId: "root", path: "blog" }),
  notFound: route("notFound", { parentId: "root", path: "*", hasLoader: false }),
};

describe("modulesToLoad", () => {
  it("lists the modules of every matched route not loaded yet, the split clientLoader with its route", () => {
    expect(modulesToLoad(routes, "/docs/api-docs/payments", new Set(["root"]))).toEqual([{ id: "docs", urls: ["/assets/docs.js", "/assets/docs-client-loader.js"] }]);
  });

  it("lists nothing when the page's code is loaded already", () => {
    expect(modulesToLoad(routes, "/blog", new Set(["root", "blog"]))).toEqual([]);
  });

  it("includes the root when it is not loaded, and the catch-all for an unknown path", () => {
    expect(modulesToLoad(routes, "/no/such/page", new Set()).map((entry) => entry.id)).toEqual(["root", "notFound"]);
  });
});
