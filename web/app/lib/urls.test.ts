import { describe, expect, it } from "vitest";
import { docUrl, isRoutePath, parseDocsPath, pageUrl } from "./urls.ts";

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
    expect(parseDocsPath("api-docs/payments", versions)).toEqual({ version: versions[0], slug: "api-docs/payments" });
    expect(parseDocsPath("1.37/intro", versions)).toEqual({ version: versions[1], slug: "intro" });
    expect(parseDocsPath("1.37", versions)).toBeNull();
  });

  it("treats the current version's own segment as an ordinary slug", () => {
    expect(parseDocsPath("2.0/intro", versions)).toEqual({ version: versions[0], slug: "2.0/intro" });
  });

  it("maps the index page to /", () => {
    expect(pageUrl("index")).toBe("/");
    expect(pageUrl("markdown-page")).toBe("/markdown-page");
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
