import { describe, expect, it } from "vitest";
import { contextsFor, hitCrumbs, parseContexts } from "./search-contexts.ts";

describe("parseContexts", () => {
  it("keeps known contexts once, in the order given, and reads none as all", () => {
    expect(parseContexts("api,blog,api,nope")).toEqual(["api", "blog"]);
    expect(parseContexts("")).toEqual(["guides", "api", "blog"]);
    expect(parseContexts(null)).toEqual(["guides", "api", "blog"]);
  });
});

describe("contextsFor", () => {
  it("keeps the blog in the current version only", () => {
    expect(contextsFor(["guides", "blog"], true)).toEqual(["guides", "blog"]);
    expect(contextsFor(["guides", "blog"], false)).toEqual(["guides"]);
  });

  it("falls back to guides and API when an older version would search nothing", () => {
    expect(contextsFor(["blog"], false)).toEqual(["guides", "api"]);
  });
});

describe("hitCrumbs", () => {
  it("reads a hit's trail in the page's own order, or names its context when the page has none", () => {
    expect(hitCrumbs("guides", ["Docs", "Guides"])).toBe("Docs › Guides");
    expect(hitCrumbs("api", ["API reference", "Payments"])).toBe("API reference › Payments");
    expect(hitCrumbs("blog", [])).toBe("Blog");
  });
});
