import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../rebuild/logger.ts";
import { canonicalPath, cleanPath, createSiteServer } from "./site-server.ts";

describe("cleanPath", () => {
  it.each([
    ["/docs/intro.html", "/docs/intro"],
    ["/index.html", "/"],
    ["/blog/index", "/blog"],
    ["/index", "/"],
    ["/docs/1.37/intro/", "/docs/1.37/intro"],
    ["/blog/index.html", "/blog"],
  ])("%s -> %s", (from, to) => expect(cleanPath(from)).toBe(to));

  it("leaves clean paths alone", () => {
    expect(cleanPath("/")).toBeNull();
    expect(cleanPath("/docs/intro")).toBeNull();
    expect(cleanPath("/blog/rss.xml")).toBeNull();
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/docs/intro", "/docs/intro"],
    ["/docs//intro", "/docs/intro"],
    ["/docs/./intro", "/docs/intro"],
    ["/docs/../docs/intro/", "/docs/intro"],
    ["/docs%2Fintro", "/docs/intro"],
    ["/%2F%2Fevil.example/", "/evil.example"],
    ["/%5Cevil.example/", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["/docs%3Fx", "/docs%3Fx"],
    ["/assets/app.js", "/assets/app.js"],
  ])("%s -> %s", (raw, encoded) => expect(canonicalPath(raw)?.encoded).toBe(encoded));

  it("refuses paths that cannot be decoded or hold control characters", () => {
    expect(canonicalPath("/%E0%A4%A")).toBeNull();
    expect(canonicalPath("/docs/%00")).toBeNull();
    expect(canonicalPath("/docs/%0d%0aSet-Cookie:x")).toBeNull();
  });
});

describe("createSiteServer", () => {
  let server: Server;
  let base: string;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "tidewire-site-"));
    mkdirSync(join(root, "docs/intro"), { recursive: true });
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<main>home</main>");
    writeFileSync(join(root, "docs/intro/index.html"), "<main>intro</main>");
    writeFileSync(join(root, "docs/intro.data"), "data");
    const script = "console.log(1)".repeat(200);
    writeFileSync(join(root, "assets/app-abc123.js"), script);
    writeFileSync(join(root, "assets/app-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync(script));
    writeFileSync(join(root, "assets/plain-abc123.js"), script);
    writeFileSync(join(root, "404.html"), "<main>Page not found</main>");
    server = createSiteServer(() => root, { logger: silentLogger }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a prerendered page at its clean path, revalidated on each visit", async () => {
    const response = await fetch(`${base}/docs/intro`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<main>intro</main>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("redirects .html, /index and trailing-slash forms permanently, keeping the query", async () => {
    for (const [from, to] of [
      ["/docs/intro.html?x=1", "/docs/intro?x=1"],
      ["/docs/intro/", "/docs/intro"],
      ["/index", "/"],
    ]) {
      const response = await fetch(base + from, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(to);
    }
  });

  it("answers unknown pages with the 404 page and status 404, and a missing .data with 404", async () => {
    const page = await fetch(`${base}/no/such/page`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Page not found");
    expect((await fetch(`${base}/no/such/page.data`)).status).toBe(404);
    expect((await fetch(`${base}/docs/intro.data`)).status).toBe(200);
  });

  it("caches hashed assets as immutable and sends their precompressed twin the client accepts", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ]) {
      const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { "accept-encoding": accept } });
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      // fetch decodes the body: the twin holds the same script.
      expect(await response.text()).toBe("console.log(1)".repeat(200));
    }
    // A file without twins is sent as it is: nothing is compressed per request.
    const plain = await fetch(`${base}/assets/plain-abc123.js`, { headers: { "accept-encoding": "gzip, br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });
});
