import { describe, expect, it } from "vitest";
import {
  apiChangesUrl,
  splitSiteHref,
  apiGroupUrl,
  apiOperationUrl,
  apiOverviewUrl,
  docsRootRedirect,
  docUrl,
  introUrl,
  inDocsVersion,
  isRoutePath,
  llmsTxtUrl,
  parseApiRoute,
  splatParam,
  parseDocsRoute,
  pageUrl,
} from "./urls.ts";

const versions = [
  { name: "2.0", pathSegment: "2.0", status: "current" as const },
  { name: "1.37", pathSegment: "1.37", status: "unmaintained" as const },
];

describe("doc URLs", () => {
  it("serves the current version at /docs and others under their path segment", () => {
    expect(docUrl(versions[0], "api-docs/payments")).toBe("/docs/api-docs/payments");
    expect(docUrl(versions[1], "tutorial-basics/create-a-page")).toBe("/docs/1.37/tutorial-basics/create-a-page");
  });

  it("parses a docs path back into version and slug", () => {
    expect(parseDocsRoute("api-docs/payments", versions)).toEqual({
      kind: "doc",
      version: versions[0],
      slug: "api-docs/payments",
    });
    expect(parseDocsRoute("1.37/intro", versions)).toEqual({ kind: "doc", version: versions[1], slug: "intro" });
  });

  it("treats the current version's own segment as an ordinary slug", () => {
    expect(parseDocsRoute("2.0/intro", versions)).toEqual({ kind: "doc", version: versions[0], slug: "2.0/intro" });
    expect(parseDocsRoute("2.0", versions)).toEqual({ kind: "doc", version: versions[0], slug: "2.0" });
  });

  it("redirects each version's docs root to its intro", () => {
    expect(parseDocsRoute("", versions)).toEqual({ kind: "docs-root", version: versions[0] });
    expect(parseDocsRoute("1.37", versions)).toEqual({ kind: "docs-root", version: versions[1] });
    expect(parseDocsRoute("1.37/", versions)).toEqual({ kind: "docs-root", version: versions[1] });
    expect(versions.map(docsRootRedirect)).toEqual([
      { from: "/docs", to: "/docs/intro" },
      { from: "/docs/1.37", to: "/docs/1.37/intro" },
    ]);
    expect(introUrl(versions[1])).toBe(docsRootRedirect(versions[1]).to);
  });

  it("maps the index page to /", () => {
    expect(pageUrl("index")).toBe("/");
    expect(pageUrl("markdown-page")).toBe("/markdown-page");
  });
});

describe("inDocsVersion", () => {
  it("leads a path into the current docs to the same page of the version being read", () => {
    expect(inDocsVersion("/docs/api", versions[1], versions)).toBe("/docs/1.37/api");
    expect(inDocsVersion("/docs/intro", versions[1], versions)).toBe("/docs/1.37/intro");
    expect(inDocsVersion("/docs", versions[1], versions)).toBe("/docs/1.37");
  });

  it("leaves the current version's paths, other versions' paths, the API changes and pages outside the docs alone", () => {
    expect(inDocsVersion("/docs/api", versions[0], versions)).toBe("/docs/api");
    expect(inDocsVersion("/docs/1.37/api", versions[1], versions)).toBe("/docs/1.37/api");
    expect(inDocsVersion("/docs/api-changes/1.37-to-2.0", versions[1], versions)).toBe("/docs/api-changes/1.37-to-2.0");
    expect(inDocsVersion("/blog", versions[1], versions)).toBe("/blog");
    expect(inDocsVersion("/docsearch", versions[1], versions)).toBe("/docsearch");
  });
});

describe("isRoutePath", () => {
  it("accepts site pages, with a query or a fragment", () => {
    expect(isRoutePath("/docs/intro")).toBe(true);
    expect(isRoutePath("/docs/intro#authentication")).toBe(true);
    expect(isRoutePath("/search?q=fx")).toBe(true);
  });

  it("leaves files, fragments, protocol-relative and external URLs to the browser", () => {
    expect(isRoutePath("/docs/intro.md")).toBe(false);
    expect(isRoutePath("/openapi/tidewire-2.0.yaml")).toBe(false);
    expect(isRoutePath("/blog/rss.xml?x=1")).toBe(false);
    expect(isRoutePath("#authentication")).toBe(false);
    expect(isRoutePath("//evil.example/")).toBe(false);
    expect(isRoutePath("https://tidewire.example/")).toBe(false);
    expect(isRoutePath("mailto:support@tidewire.example")).toBe(false);
  });
});

describe("parseDocsRoute", () => {
  it("tells doc pages, the API overview, API groups, operations and the changes page apart", () => {
    expect(parseDocsRoute("api-docs/payments", versions)).toEqual({
      kind: "doc",
      version: versions[0],
      slug: "api-docs/payments",
    });
    expect(parseDocsRoute("api", versions)).toEqual({ kind: "api-overview", version: versions[0] });
    expect(parseDocsRoute("1.37/api", versions)).toEqual({ kind: "api-overview", version: versions[1] });
    expect(parseDocsRoute("api/payments", versions)).toEqual({
      kind: "api-group",
      version: versions[0],
      group: "payments",
    });
    expect(parseDocsRoute("1.37/api/payments/create", versions)).toEqual({
      kind: "api-operation",
      version: versions[1],
      group: "payments",
      operation: "create",
    });
    expect(parseDocsRoute("api-changes/1.37-to-2.0", versions)).toEqual({
      kind: "api-changes",
      version: versions[0],
      pair: "1.37-to-2.0",
    });
  });

  it("has no page for deeper API paths, and no changes page in an older version", () => {
    expect(parseDocsRoute("api/payments/create/extra", versions)).toBeNull();
    expect(parseDocsRoute("1.37/api/payments/create/extra", versions)).toBeNull();
    expect(parseDocsRoute("1.37/api-changes/1.36-to-1.37", versions)).toEqual({
      kind: "doc",
      version: versions[1],
      slug: "api-changes/1.36-to-1.37",
    });
  });

  it("parses back what the builders build", () => {
    for (const version of versions) {
      expect(parseDocsRoute(apiOverviewUrl(version).slice("/docs/".length), versions)).toEqual({
        kind: "api-overview",
        version,
      });
      expect(parseDocsRoute(apiGroupUrl(version, "payments").slice("/docs/".length), versions)).toEqual({
        kind: "api-group",
        version,
        group: "payments",
      });
      expect(parseDocsRoute(docsRootRedirect(version).from.slice("/docs".length), versions)).toEqual({
        kind: "docs-root",
        version,
      });
    }
    const path = apiOperationUrl(versions[1], "beneficiaries", "beneficiary-create");
    expect(parseDocsRoute(path.slice("/docs/".length), versions)).toMatchObject({
      kind: "api-operation",
      group: "beneficiaries",
      operation: "beneficiary-create",
    });
    expect(parseDocsRoute(apiChangesUrl(versions[1], versions[0]).slice("/docs/".length), versions)).toMatchObject({
      kind: "api-changes",
      pair: "1.37-to-2.0",
    });
  });
});

describe("machine file URLs", () => {
  it("puts the current version's llms.txt at the root and others under their docs", () => {
    expect(llmsTxtUrl(versions[0])).toBe("/llms.txt");
    expect(llmsTxtUrl(versions[1], true)).toBe("/docs/1.37/llms-full.txt");
  });
});

describe("parseApiRoute", () => {
  it("reads the API routes' params as parseDocsRoute reads the whole path", () => {
    for (const [segment, rest, splat] of [
      [undefined, "", "api"],
      [undefined, "payments", "api/payments"],
      [undefined, "payments/create-payment", "api/payments/create-payment"],
      ["1.37", "payments/create-payment", "1.37/api/payments/create-payment"],
    ] as const)
      expect(parseApiRoute(segment, rest, versions)).toEqual(parseDocsRoute(splat, versions));
  });

  it("finds nothing for an unknown or current version's pathSegment, or a path deeper than an operation", () => {
    expect(parseApiRoute("9.9", "payments", versions)).toBeNull();
    expect(parseApiRoute(versions[0].pathSegment, "payments", versions)).toBeNull();
    expect(parseApiRoute(undefined, "payments/create-payment/extra", versions)).toBeNull();
    expect(parseDocsRoute("api/payments/create-payment/extra", versions)).toBeNull();
  });
});

describe("splatParam", () => {
  it("drops the trailing slash a prerender asks with", () => {
    expect(splatParam("api-docs/payments/")).toBe("api-docs/payments");
    expect(splatParam(undefined)).toBe("");
  });
});

describe("splitSiteHref", () => {
  it("gives the decoded path without query or trailing slash, and the decoded fragment", () => {
    expect(splitSiteHref("/docs/intro/?x=1#quote%20a")).toEqual({ path: "/docs/intro", hash: "quote a" });
    expect(splitSiteHref("/")).toEqual({ path: "/", hash: "" });
    expect(splitSiteHref("#fees")).toEqual({ path: "", hash: "fees" });
  });
});
