import { describe, expect, it } from "vitest";
import { prerenderSample } from "./prerender-sample.ts";

describe("prerenderSample", () => {
  it("keeps the first and the last path of each route, in the order given", () => {
    const paths = ["/", "/docs/intro", "/docs/guide", "/blog/a", "/blog/b", "/blog/c", "/blog/rss.xml", "/docs"];
    expect(prerenderSample(paths)).toEqual(["/", "/docs/intro", "/blog/a", "/blog/c", "/blog/rss.xml", "/docs"]);
  });

  it("tells apart routes that share a component: the current and a versioned API reference", () => {
    expect(prerenderSample(["/docs/api/payments", "/docs/api/quotes", "/docs/1.37/api/payments"])).toEqual([
      "/docs/api/payments",
      "/docs/api/quotes",
      "/docs/1.37/api/payments",
    ]);
  });
});
