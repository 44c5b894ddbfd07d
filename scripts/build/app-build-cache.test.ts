import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDirectory } from "../../tests/support/test-directory.ts";
import { appBuildKey, hasAppBuildsFor, keepAside, restoreAppBuild, storeAppBuild } from "./app-build-cache.ts";

const CODE = "c".repeat(64);
let base: string;
const write = (file: string, text: string) => {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
};
const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : null);

beforeEach(() => {
  base = testDirectory("app-build-cache-");
  process.env.TIDEWIRE_BUILD_CACHE = join(base, "cache");
});
afterEach(() => {
  delete process.env.TIDEWIRE_BUILD_CACHE;
});

/** A build directory as React Router's Vite builds and prerender leave it. */
function compiledBuild(dir: string) {
  write(join(dir, "server/index.js"), "export const routes = {};");
  write(join(dir, "server/assets/app.css"), "body{}");
  write(join(dir, "client/assets/entry.client-abc.js"), "hydrate()");
  write(join(dir, "client/docs/intro/index.html"), "<h1>Intro, as the content was</h1>");
  write(join(dir, "client/favicon.svg"), "<svg/>");
  return dir;
}

describe("the compiled app in the build cache", () => {
  it("is restored for the same code, site configuration and build directory: today's public files, no page of the last build, the folders kept", async () => {
    const build = compiledBuild(join(base, "build"));
    const key = appBuildKey(CODE, "site config 1", build);
    expect(hasAppBuildsFor(CODE)).toBe(false);
    storeAppBuild(build, key);
    expect(hasAppBuildsFor(CODE)).toBe(true);
    expect(hasAppBuildsFor("d".repeat(64))).toBe(false);

    write(join(build, "client/blog/old-post/index.html"), "a page of the last build");
    write(join(build, "server/index.js"), "a server build edited since");
    write(join(build, ".removing-1-interrupted/client/page.html"), "what an interrupted build was removing");
    write(join(build, "client/search-index/2.0-guides.abc/meta.json"), "{}");
    const publicDir = join(base, "public");
    write(join(publicDir, "favicon.svg"), "<svg>new</svg>");
    write(join(publicDir, "images/diagram.png"), "png");

    const restored = restoreAppBuild(build, key, publicDir, { keep: ["search-index", "not-there"] });
    expect(restored).not.toBeNull();
    await restored!.removed;
    expect(readdirSync(build).sort()).toEqual(["client", "server"]);
    expect(read(join(build, "server/index.js"))).toBe("export const routes = {};");
    expect(read(join(build, "server/assets/app.css"))).toBe("body{}");
    expect(read(join(build, "client/assets/entry.client-abc.js"))).toBe("hydrate()");
    expect(read(join(build, "client/favicon.svg"))).toBe("<svg>new</svg>");
    expect(read(join(build, "client/images/diagram.png"))).toBe("png");
    expect(read(join(build, "client/docs/intro/index.html"))).toBeNull();
    expect(read(join(build, "client/blog/old-post/index.html"))).toBeNull();
    expect(read(join(build, "client/search-index/2.0-guides.abc/meta.json"))).toBe("{}");
  });

  it("is not restored, and the build directory is left alone, when the site configuration or the build directory differ", () => {
    const build = compiledBuild(join(base, "build"));
    storeAppBuild(build, appBuildKey(CODE, "site config 1", build));
    const before = readdirSync(join(build, "client"));
    expect(restoreAppBuild(build, appBuildKey(CODE, "site config 2", build), base)).toBeNull();
    expect(restoreAppBuild(build, appBuildKey(CODE, "site config 1", join(base, "other")), base)).toBeNull();
    expect(readdirSync(join(build, "client"))).toEqual(before);
    expect(read(join(build, "client/docs/intro/index.html"))).not.toBeNull();
  });

  it("is not stored from a build directory React Router did not compile into", () => {
    const build = join(base, "build");
    write(join(build, "client/index.html"), "<html>");
    expect(() => storeAppBuild(build, appBuildKey(CODE, "x", build))).toThrow(/server is missing/);
    expect(hasAppBuildsFor(CODE)).toBe(false);
  });

  it("keeps the folders named by their content across a compile that empties client/, and drops what an interrupted build left aside", () => {
    const build = compiledBuild(join(base, "build"));
    write(join(build, "client/search-index/2.0-guides.abc/meta.json"), "{}");
    write(join(base, "build.kept/search-index/2.0-guides.old/meta.json"), "{}");
    const putBack = keepAside(build, ["search-index", "not-there"]);
    // As React Router's build removes the build directory and writes it anew.
    rmSync(build, { recursive: true });
    compiledBuild(build);
    putBack();
    expect(readdirSync(join(build, "client/search-index"))).toEqual(["2.0-guides.abc"]);
    expect(existsSync(join(base, "build.kept"))).toBe(false);
    expect(read(join(build, "client/docs/intro/index.html"))).toBe("<h1>Intro, as the content was</h1>");
  });
});
