import { describe, expect, it } from "vitest";
import { docUrl, parseDocsPath, pageUrl } from "./urls.ts";

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
