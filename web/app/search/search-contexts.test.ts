import { describe, expect, it } from "vitest";
import { contextsFor, parseContexts } from "./search-contexts.ts";

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
