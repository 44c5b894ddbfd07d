import { describe, expect, it } from "vitest";
import { formatRedirectsFile, isStaticRule, parseRedirectsFile } from "./redirects-file.ts";

describe("_redirects files", () => {
  it("reads back the rules it writes, in order", () => {
    const rules = [
      { from: "/docs/1.37", to: "/docs/1.37/intro", status: 301 },
      { from: "/*/", to: "/:splat", status: 301 },
      { from: "/*", to: "/404.html", status: 404 },
    ];
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual(rules);
  });

  it("skips comments and lines without a destination, and defaults the status to 302", () => {
    expect(parseRedirectsFile("# moved pages\n\n/lonely\n/old   /new\n")).toEqual([
      { from: "/old", to: "/new", status: 302 },
    ]);
  });

  it("tells rules for one path from splat and placeholder rules", () => {
    expect(isStaticRule({ from: "/docs", to: "/docs/intro", status: 301 })).toBe(true);
    expect(isStaticRule({ from: "/*/index", to: "/:splat", status: 301 })).toBe(false);
    expect(isStaticRule({ from: "/blog/:slug", to: "/posts/:slug", status: 301 })).toBe(false);
  });
});
