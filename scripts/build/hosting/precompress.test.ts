import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testDirectory } from "../../../tests/support/test-directory.ts";
import { waitFor } from "../../../tests/support/wait-for.ts";
import { sitePrecompression } from "./precompress.ts";

describe("sitePrecompression", () => {
  const client = mkdtempSync(join(tmpdir(), "precompress-"));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("writes the twins of every file and removes the twins of a file that is gone", async () => {
    writeFileSync(join(client, "page.html"), "<p>Tidewire</p>\n".repeat(200));
    // The twins of a page an incremental build has since turned into a redirect.
    writeFileSync(join(client, "renamed.html.br"), "stale");
    writeFileSync(join(client, "renamed.html.gz"), "stale");
    // A download that is itself gzip, not a twin.
    writeFileSync(join(client, "samples.tar.gz"), "archive");
    const totals = await sitePrecompression(client).finish();
    expect(totals.files).toBe(1);
    expect(["page.html.br", "page.html.gz"].map((name) => existsSync(join(client, name)))).toEqual([true, true]);
    expect(["renamed.html.br", "renamed.html.gz"].map((name) => existsSync(join(client, name)))).toEqual([
      false,
      false,
    ]);
    expect(existsSync(join(client, "samples.tar.gz"))).toBe(true);
  });

  it("leaves every twin matching its file when files change after the worker wrote their twins", async () => {
    const site = testDirectory("precompress-warm-");
    const twinsOf = (name: string) => [
      brotliDecompressSync(readFileSync(join(site, `${name}.br`))).toString(),
      gunzipSync(readFileSync(join(site, `${name}.gz`))).toString(),
    ];
    const kept = "<p>kept</p>\n".repeat(200);
    writeFileSync(join(site, "kept.html"), kept);
    writeFileSync(join(site, "llms.txt"), "the last build's llms.txt\n".repeat(100));
    writeFileSync(join(site, "shrinks.md"), "# A page\n".repeat(200));
    writeFileSync(join(site, "sitemap.xml"), "<loc>/docs/1.37</loc>\n".repeat(100));
    const precompression = sitePrecompression(site);
    precompression.addPresent();
    await waitFor(
      "the worker's twins",
      () =>
        ["kept.html", "llms.txt", "shrinks.md", "sitemap.xml"].every((name) => existsSync(join(site, `${name}.gz`))) ||
        undefined,
    );
    // As an incremental build does after `addPresent`: its llms files are written anew.
    const llms = "this build's llms.txt\n".repeat(100);
    writeFileSync(join(site, "llms.txt"), llms);
    writeFileSync(join(site, "shrinks.md"), "# A page\n");
    // Rewritten to the same length: only its modification time tells.
    const sitemap = "<loc>/docs/2.00</loc>\n".repeat(100);
    writeFileSync(join(site, "sitemap.xml"), sitemap);
    const totals = await precompression.finish();
    expect(totals.files).toBe(3);
    expect(twinsOf("kept.html")).toEqual([kept, kept]);
    expect(twinsOf("llms.txt")).toEqual([llms, llms]);
    expect(twinsOf("sitemap.xml")).toEqual([sitemap, sitemap]);
    expect(["shrinks.md.br", "shrinks.md.gz"].map((name) => existsSync(join(site, name)))).toEqual([false, false]);
  });

  it("leaves the folders it is told to leave to the final pass, so a step may remove files there meanwhile", async () => {
    const site = testDirectory("precompress-except-");
    const page = "<p>page</p>\n".repeat(200);
    writeFileSync(join(site, "page.html"), page);
    mkdirSync(join(site, "search-index", "2.0-guides.old"), { recursive: true });
    writeFileSync(join(site, "search-index", "2.0-guides.old", "meta.json"), `{"old":"${"x".repeat(2000)}"}`);
    const precompression = sitePrecompression(site);
    precompression.addPresent(["search-index"]);
    await waitFor("the page's twins", () => existsSync(join(site, "page.html.gz")) || undefined);
    expect(readdirSync(join(site, "search-index", "2.0-guides.old"))).toEqual(["meta.json"]);
    // As the search step replaces the last build's index directory with this build's.
    rmSync(join(site, "search-index", "2.0-guides.old"), { recursive: true });
    mkdirSync(join(site, "search-index", "2.0-guides.new"));
    writeFileSync(join(site, "search-index", "2.0-guides.new", "meta.json"), `{"new":"${"y".repeat(2000)}"}`);
    expect((await precompression.finish()).files).toBe(2);
    expect(existsSync(join(site, "search-index", "2.0-guides.new", "meta.json.gz"))).toBe(true);
  });

  it("compresses each file added as it comes, and a file added and removed before the end leaves no twins", async () => {
    const site = testDirectory("precompress-add-");
    const page = "<p>rendered</p>\n".repeat(200);
    const precompression = sitePrecompression(site);
    writeFileSync(join(site, "first.html"), page);
    precompression.add([join(site, "first.html")]);
    await waitFor("the first page's twins", () => existsSync(join(site, "first.html.br")) || undefined);
    writeFileSync(join(site, "gone.html"), page);
    precompression.add([join(site, "gone.html"), join(site, "never-written.html")]);
    await waitFor("the second page's twins", () => existsSync(join(site, "gone.html.gz")) || undefined);
    rmSync(join(site, "gone.html"));
    writeFileSync(join(site, "late.json"), `{"late":"${"z".repeat(2000)}"}`);
    expect((await precompression.finish()).files).toBe(2);
    expect(readdirSync(site).sort()).toEqual([
      "first.html",
      "first.html.br",
      "first.html.gz",
      "late.json",
      "late.json.br",
      "late.json.gz",
    ]);
    expect(brotliDecompressSync(readFileSync(join(site, "first.html.br"))).toString()).toBe(page);
  });

  it("gives every file still queued when it finishes twins that match it, whichever thread compressed it", async () => {
    const site = testDirectory("precompress-tail-");
    const precompression = sitePrecompression(site);
    const pages = Array.from({ length: 40 }, (_, index) => [
      `page-${index}.html`,
      `<p>page ${index}</p>\n`.repeat(300),
    ]);
    for (const [name, html] of pages) writeFileSync(join(site, name), html);
    precompression.add(pages.map(([name]) => join(site, name)));
    const totals = await precompression.finish();
    expect(totals.files).toBe(pages.length);
    // The worker hands back every other file it had not started: this thread shares the tail.
    expect(totals.handedBack).toBeGreaterThan(pages.length / 4);
    for (const [name, html] of pages) {
      expect(brotliDecompressSync(readFileSync(join(site, `${name}.br`))).toString(), name).toBe(html);
      expect(gunzipSync(readFileSync(join(site, `${name}.gz`))).toString(), name).toBe(html);
    }
  });

  it("keeps the twins of a file not written since the last build's twins matched, and checks every file when told to", async () => {
    const build = testDirectory("precompress-publish-");
    const site = join(build, "client");
    mkdirSync(site);
    const matchedFile = join(build, ".twins-matched");
    const decoded = (name: string) => brotliDecompressSync(readFileSync(join(site, `${name}.br`))).toString();
    writeFileSync(join(site, "kept.html"), "<p>kept</p>\n".repeat(200));
    writeFileSync(join(site, "edited.html"), "<p>before</p>\n".repeat(200));
    await sitePrecompression(site, { matchedFile }).finish();
    expect(Number(readFileSync(matchedFile, "utf8"))).toBeLessThanOrEqual(Date.now());
    const keptTwin = statSync(join(site, "kept.html.br")).ctimeMs;
    // A publish: the copy of the build keeps its files' times; the build writes one page again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(site, "edited.html"), "<p>after</p>\n".repeat(200));
    const publish = sitePrecompression(site, { matchedFile, keepUnchanged: true });
    publish.addPresent();
    expect((await publish.finish()).files).toBe(2);
    expect(decoded("edited.html")).toBe("<p>after</p>\n".repeat(200));
    // Neither read nor placed again: its inode unchanged since.
    expect(statSync(join(site, "kept.html.br")).ctimeMs).toBe(keptTwin);
    // A file changed with its old time kept is trusted with keepUnchanged, and checked without it.
    const { mtime } = statSync(join(site, "kept.html"));
    writeFileSync(join(site, "kept.html"), "<p>changed behind the build's back</p>\n".repeat(200));
    utimesSync(join(site, "kept.html"), mtime, mtime);
    await sitePrecompression(site, { matchedFile, keepUnchanged: true }).finish();
    expect(decoded("kept.html")).toBe("<p>kept</p>\n".repeat(200));
    await sitePrecompression(site, { matchedFile }).finish();
    expect(decoded("kept.html")).toBe("<p>changed behind the build's back</p>\n".repeat(200));
  });
});
