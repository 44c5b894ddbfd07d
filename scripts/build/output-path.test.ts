import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { insideOutput } from "./output-path.ts";

describe("insideOutput", () => {
  const client = "/srv/site/build/client";

  it("resolves a path under the output directory, a site path (starting with /) included", () => {
    expect(insideOutput(client, "docs/intro", "index.html")).toBe(join(client, "docs/intro/index.html"));
    expect(insideOutput(client, "/docs/api-docs/collections.md")).toBe(join(client, "docs/api-docs/collections.md"));
    expect(insideOutput(client, "docs", "..", "blog")).toBe(join(client, "blog"));
  });

  it("refuses a path that climbs out of it, naming both", () => {
    for (const segments of [
      ["../../../../docs/intro"],
      ["docs", "../../x"],
      ["/../../etc/passwd"],
      ["../client-other/x"],
    ])
      expect(() => insideOutput(client, ...segments), segments.join("/")).toThrow(
        /The build refuses to write or delete .* it is outside \/srv\/site\/build\/client/,
      );
  });
});
