import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient } from "../../tests/support/built-site.ts";
import { builtHtmlFiles, pathOfHtmlFile } from "./hosting/html-files.ts";
import { NOT_FOUND_PAGE_PATH, prerenderFiles, renderRoutesInParallel, SPA_FALLBACK_FILE } from "./render-routes.ts";

/**
 * The contract of the one module that knows React Router's prerender layout (render-routes.ts),
 * against the installed react-router: the site built by `npm run build` was prerendered by React
 * Router itself; the same paths rendered here, through React Router's request handler, must give
 * the same files byte for byte (a page, a resource route, a redirect's data), and the files React
 * Router writes that the site does not serve must be gone. An upgrade that moves a file, renames the
 * SPA fallback or changes how pages render fails here.
 */
const root = join(import.meta.dirname, "../..");

// Inside the project, where the server build finds node_modules.
const work = join(root, ".cache/render-routes-test");

const PATHS = ["/", "/docs/intro", "/docs/api/payments/create", "/blog/rss.xml", "/openapi/tidewire-2.0.yaml", "/docs"];

describe("the prerender adapter", () => {
  let built: string;
  beforeAll(async () => {
    built = join(builtClient(), "..");
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, "client"), { recursive: true });
    cpSync(join(built, "server"), join(work, "server"), { recursive: true });
    const allPaths = JSON.parse(readFileSync(join(built, ".incremental/state.json"), "utf8")).paths as string[];
    // In worker threads, as publishes render: React in its production build, as React Router's prerender runs it.
    await renderRoutesInParallel(work, PATHS, allPaths);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const read = (dir: string, file: string) => readFileSync(join(dir, "client", ...file.split("/").filter(Boolean)));

  for (const path of PATHS.filter((path) => path !== "/docs" && !path.endsWith(".xml") && !path.endsWith(".yaml"))) {
    it(`renders the page ${path} and its data as React Router's own prerender did`, () => {
      const files = prerenderFiles(path);
      expect(read(work, files.page).equals(read(built, files.page))).toBe(true);
      expect(read(work, files.data).equals(read(built, files.data))).toBe(true);
    });
  }

  it("renders resource routes as the file at their path, as React Router's own prerender did", () => {
    for (const path of ["/blog/rss.xml", "/openapi/tidewire-2.0.yaml"])
      expect(read(work, path).equals(read(built, path)), path).toBe(true);
  });

  it("renders a redirect's data for the client router, and no page at its source", () => {
    const files = prerenderFiles("/docs");
    expect(read(work, files.data).equals(read(built, files.data))).toBe(true);
    expect(existsSync(join(work, "client/docs/index.html"))).toBe(false);
    expect(existsSync(join(built, "client/docs/index.html"))).toBe(false);
  });

  it("renders the not-found page from a path no page has, answered by the site layout's error boundary", () => {
    const page = read(work, "404.html").toString("utf8");
    expect(page).toContain("Page not found");
    expect(page).toContain('"routes/site-layout"');
    expect(read(work, "404.html").equals(read(built, "404.html"))).toBe(true);
    expect(NOT_FOUND_PAGE_PATH).toBe("/404");
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
