import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient } from "../../tests/support/built-site.ts";
import { builtHtmlFiles, pathOfHtmlFile } from "./hosting/html-files.ts";
import { prerenderSample } from "./prerender-sample.ts";
import { NOT_FOUND_PAGE_PATH, prerenderFiles, SPA_FALLBACK_FILE } from "./render-routes.ts";
import { startRenderThreads } from "./render-threads.ts";

/**
 * The contract of the one module that knows React Router's prerender layout (render-routes.ts),
 * against the installed react-router: in the site built by `npm run build`, React Router's own
 * prerender rendered a path of every route (prerender-sample.ts); the same paths rendered here,
 * through React Router's request handler, must give the same files byte for byte (pages and their
 * data, resource routes, a redirect's data), and the files React Router writes that the site does
 * not serve must be gone. An upgrade that moves a file, renames the SPA fallback or changes how pages
 * render fails here.
 */
const root = join(import.meta.dirname, "../..");

// Inside the project, where the server build finds node_modules.
const work = join(root, ".cache/render-routes-test");

describe("the prerender adapter", () => {
  let built: string;
  let sample: string[];
  beforeAll(async () => {
    built = join(builtClient(), "..");
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, "client"), { recursive: true });
    cpSync(join(built, "server"), join(work, "server"), { recursive: true });
    const allPaths = JSON.parse(readFileSync(join(built, ".incremental/state.json"), "utf8")).paths as string[];
    sample = prerenderSample(allPaths);
    // In worker threads, as publishes render: React in its production build, as React Router's prerender runs it.
    await startRenderThreads(work).render(sample, allPaths);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const read = (dir: string, file: string) => readFileSync(join(dir, "client", ...file.split("/").filter(Boolean)));
  const isResource = (path: string) => /\.(xml|yaml|json)$/.test(path);

  it("renders every page React Router's own prerender rendered, a page of every route, and its data, as it did", () => {
    const pages = sample.filter(
      (path) => !isResource(path) && existsSync(join(built, "client", prerenderFiles(path).page)),
    );
    expect(pages).toEqual(expect.arrayContaining(["/", "/docs/api", "/blog", "/errors/bad-request"]));
    for (const path of pages) {
      const files = prerenderFiles(path);
      expect(read(work, files.page).equals(read(built, files.page)), path).toBe(true);
      // A page none of whose routes has a loader (the search page) has no data file.
      if (existsSync(join(built, "client", files.data)))
        expect(read(work, files.data).equals(read(built, files.data)), path).toBe(true);
      else expect(existsSync(join(work, "client", files.data)), path).toBe(false);
    }
  });

  it("renders resource routes as the file at their path, as React Router's own prerender did", () => {
    const resources = sample.filter(isResource);
    expect(resources).toEqual(expect.arrayContaining(["/blog/rss.xml", "/openapi/tidewire-2.0.yaml"]));
    for (const path of resources) expect(read(work, path).equals(read(built, path)), path).toBe(true);
  });

  it("renders a redirect's data for the client router, and no page at its source", () => {
    const redirects = sample.filter(
      (path) => !isResource(path) && !existsSync(join(built, "client", prerenderFiles(path).page)),
    );
    expect(redirects.length).toBeGreaterThan(0);
    for (const path of redirects) {
      const files = prerenderFiles(path);
      expect(read(work, files.data).equals(read(built, files.data)), path).toBe(true);
      expect(read(work, files.data).toString("utf8"), path).toContain("redirect");
      expect(existsSync(join(work, "client", files.page)), path).toBe(false);
    }
  });

  it("renders the not-found page from a path no page has, answered by the site layout's error boundary", () => {
    const page = read(work, "404.html").toString("utf8");
    expect(page).toContain("Page not found");
    expect(page).toContain('"routes/site-layout"');
    expect(read(work, "404.html").equals(read(built, "404.html"))).toBe(true);
    expect(NOT_FOUND_PAGE_PATH).toBe("/404");
  });

  it("leaves no empty directory where React Router wrote a redirect's page", () => {
    const client = join(built, "client");
    const empty = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const path = join(dir, entry.name);
          return readdirSync(path).length ? empty(path) : [path.slice(client.length)];
        });
    expect(empty(client)).toEqual([]);
  });

  it("leaves no SPA fallback page in the built site: every HTML file is a page of a prerendered path or 404.html", () => {
    const allPaths = new Set(
      JSON.parse(readFileSync(join(built, ".incremental/state.json"), "utf8")).paths as string[],
    );
    const pages = builtHtmlFiles(join(built, "client")).map((file) => pathOfHtmlFile(join(built, "client"), file));
    expect(pages.filter((path) => path !== "/404.html" && !allPaths.has(path))).toEqual([]);
    expect(existsSync(join(built, "client", SPA_FALLBACK_FILE))).toBe(false);
  });
});
