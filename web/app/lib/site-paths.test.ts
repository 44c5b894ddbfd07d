import { describe, expect, it } from "vitest";
import { apiVersionPairs, listSitePaths, listSiteRedirects, renamedSlugRedirects } from "./site-paths.ts";
import type { VersionPath } from "./versions.ts";

type Version = VersionPath & { name: string };
const current: Version = { name: "3.0", status: "current", pathSegment: "3.0" };
const older: Version = { name: "2.0", status: "unmaintained", pathSegment: "2.0" };
const oldest: Version = { name: "1.0", status: "unmaintained", pathSegment: "1.0" };

describe("listSitePaths", () => {
  it("lists every page of every kind, each once, with the URL rules", () => {
    const paths = listSitePaths({
      pages: ["index", "markdown-page"],
      docs: [
        { version: current, slug: "intro" },
        { version: older, slug: "intro" },
      ],
      posts: ["hello"],
      tags: ["payment"],
      blogPageCount: 2,
      api: [
        { version: current, groups: [{ slug: "payments", operations: ["create"] }] },
        { version: older, groups: [{ slug: "payments", operations: [] }] },
      ],
      errorTypes: ["quote-expired"],
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/markdown-page",
        "/search",
        "/docs/intro",
        "/docs/2.0/intro",
        "/blog",
        "/blog/page/2",
        "/blog/tags/payment",
        "/blog/hello",
        "/openapi/tidewire-2.0.yaml",
        "/docs/api",
        "/docs/2.0/api",
        "/docs/api/payments/create",
        "/docs/2.0/api/payments",
        "/docs/api-changes/2.0-to-3.0",
        "/errors",
        "/errors/quote-expired",
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("pairs each version with the next newer one that has an API reference", () => {
    expect(apiVersionPairs([current, older, oldest]).map(([a, b]) => `${a.name}-to-${b.name}`)).toEqual([
      "2.0-to-3.0",
      "1.0-to-2.0",
    ]);
    expect(apiVersionPairs([current])).toEqual([]);
  });

  it("redirects every version's docs root to its intro, and lists none of them as a page", () => {
    const redirects = listSiteRedirects([current, older, oldest]);
    expect(redirects).toEqual([
      { from: "/docs", to: "/docs/intro" },
      { from: "/docs/2.0", to: "/docs/2.0/intro" },
      { from: "/docs/1.0", to: "/docs/1.0/intro" },
    ]);
    const pages = listSitePaths({
      pages: [],
      docs: [{ version: older, slug: "intro" }],
      posts: [],
      tags: [],
      blogPageCount: 1,
      api: [],
      errorTypes: [],
    });
    expect(redirects.filter(({ from }) => pages.includes(from))).toEqual([]);
  });
});

describe("renamedSlugRedirects", () => {
  it("sends each old address of a renamed doc page, post or page to its current address", () => {
    const redirects = renamedSlugRedirects(
      [
        {
          _id: "a",
          kind: "docPage",
          version: older,
          slug: "guides/payouts",
          previousSlugs: ["payouts", "guides/payouts"],
        },
        { _id: "b", kind: "blogPost", slug: "new-post", previousSlugs: ["old-post"] },
        { _id: "c", kind: "page", slug: "about", previousSlugs: ["company"] },
      ],
      new Set(),
    );
    expect(redirects).toEqual([
      { from: "/docs/2.0/payouts", to: "/docs/2.0/guides/payouts" },
      { from: "/blog/old-post", to: "/blog/new-post" },
      { from: "/company", to: "/about" },
    ]);
  });

  it("leaves an old address that is a page again to that page, and gives one claimed twice to the first document by _id", () => {
    const redirects = renamedSlugRedirects(
      [
        { _id: "z", kind: "blogPost", slug: "second", previousSlugs: ["shared"] },
        { _id: "a", kind: "blogPost", slug: "first", previousSlugs: ["shared", "taken"] },
      ],
      new Set(["/blog/taken"]),
    );
    expect(redirects).toEqual([{ from: "/blog/shared", to: "/blog/first" }]);
  });

  it("never shadows a version's docs root", () => {
    const renamed = renamedSlugRedirects(
      [{ _id: "p", kind: "page", slug: "documentation", previousSlugs: ["docs"] }],
      new Set(),
    );
    expect(listSiteRedirects([current], renamed)).toEqual([{ from: "/docs", to: "/docs/intro" }]);
  });
});
