import { describe, expect, it } from "vitest";
import { prerenderSample } from "./prerender-sample.ts";

describe("prerenderSample", () => {
  it("keeps the first path of each route and the last path of all, in the order given", () => {
    const paths = ["/", "/docs/intro", "/docs/guide", "/blog/a", "/blog/b", "/blog/c", "/blog/rss.xml", "/docs"];
    expect(prerenderSample(paths)).toEqual(["/", "/docs/intro", "/blog/a", "/blog/rss.xml", "/docs"]);
  });

  it("takes an API reference's overview, not its operations, and tells apart the current and a versioned reference", () => {
    expect(
      prerenderSample([
        "/docs/api",
        "/docs/api/payments",
        "/docs/api/payments/create",
        "/docs/1.37/api",
        "/docs/1.37/api/payments/create",
        "/docs",
      ]),
    ).toEqual(["/docs/api", "/docs/1.37/api", "/docs"]);
  });
});
