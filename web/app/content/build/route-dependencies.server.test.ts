import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDirectory } from "../../../../tests/support/test-directory.ts";
import {
  compactRouteRecords,
  noteQuery,
  RECORD_DEPENDENCIES_ENV,
  readRouteRecords,
  renderDependencies,
  routeData,
  routeRecordsDir,
} from "./route-dependencies.server.ts";

let buildDir: string;
beforeEach(() => {
  buildDir = testDirectory("route-records-");
  process.env[RECORD_DEPENDENCIES_ENV] = "1";
  process.env.TIDEWIRE_BUILD_DIR = buildDir;
});
afterEach(() => {
  delete process.env[RECORD_DEPENDENCIES_ENV];
  delete process.env.TIDEWIRE_BUILD_DIR;
});

/** What a loader of `url` does: runs queries, whose results the query runner notes. */
const load = (url: string, hashes: Record<string, string>) =>
  routeData(new Request(`http://localhost${url}`), async () => {
    for (const [name, hash] of Object.entries(hashes)) noteQuery({ name, params: {}, hash });
    return "loader data";
  });
const lines = () =>
  readdirSync(routeRecordsDir(buildDir)).flatMap((name) =>
    readFileSync(join(routeRecordsDir(buildDir), name), "utf8")
      .trim()
      .split("\n"),
  );

describe("route records", () => {
  it("give each page what its loaders and its static parts read, written once though its loaders run twice", async () => {
    expect(await load("/docs/intro.data", { DOC_PAGE_QUERY: "a" })).toBe("loader data");
    await load("/docs/intro/", { DOC_PAGE_QUERY: "a" });
    const render = renderDependencies(new Request("http://localhost/docs/intro/"));
    await render.run(async () => noteQuery({ name: "SIDEBAR_QUERY", params: {}, hash: "s" }));
    render.save();
    expect(lines()).toHaveLength(2);
    expect(
      readRouteRecords(buildDir)
        .get("/docs/intro")
        ?.queries.map((query) => query.name),
    ).toEqual(["DOC_PAGE_QUERY", "SIDEBAR_QUERY"]);
  });

  it("keep the latest record of a page rendered again, and a compaction keeps only the pages still there", async () => {
    await load("/docs/intro.data", { DOC_PAGE_QUERY: "a" });
    await load("/blog/old-post.data", { BLOG_POST_QUERY: "p" });
    await load("/docs/intro.data", { DOC_PAGE_QUERY: "b" });
    expect(readRouteRecords(buildDir).get("/docs/intro")?.queries).toEqual([
      { name: "DOC_PAGE_QUERY", params: {}, hash: "b" },
    ]);
    compactRouteRecords(buildDir, new Set(["/docs/intro"]));
    expect(readdirSync(routeRecordsDir(buildDir))).toHaveLength(1);
    expect([...readRouteRecords(buildDir).keys()]).toEqual(["/docs/intro"]);
    expect(readRouteRecords(buildDir).get("/docs/intro")?.queries[0].hash).toBe("b");
  });

  it("are not written when the build does not record", async () => {
    delete process.env[RECORD_DEPENDENCIES_ENV];
    await load("/docs/intro.data", { DOC_PAGE_QUERY: "a" });
    expect(readRouteRecords(buildDir).size).toBe(0);
  });
});
