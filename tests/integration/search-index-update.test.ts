import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPage, readBuiltPages } from "../../scripts/build/hosting/html-files.ts";
import { buildSearchIndexes, extractSectionsAhead } from "../../scripts/build/search/build-search-index.ts";
import { builtClient } from "../support/built-site.ts";

/**
 * A publish updates the last build in place: the search index step rewrites only the indexes
 * whose content changed (their directory names hash their files), so a site with many versions
 * does not rewrite every version's chunks for one edited guide.
 */
describe("search indexes written over an earlier build", () => {
  const out = mkdtempSync(join(tmpdir(), "search-index-update-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const directories = () =>
    new Map(
      readdirSync(join(out, "search-index"))
        .filter((name) => name !== "manifest.json")
        .map((name) => [name, statSync(join(out, "search-index", name, "meta.json")).mtimeMs]),
    );

  it("keeps the unchanged indexes' files as they were, replaces the changed one and removes its old directory", async () => {
    const pages = readBuiltPages(builtClient());
    await buildSearchIndexes(out, pages, "2.0");
    const before = directories();
    const guide = pages.find((page) => page.path === "/docs/api-docs/payments")!;
    const edited = pages.map((page) =>
      page === guide
        ? builtPage(page.file, page.path, page.html.replace("</article>", "<p>Quetzal settlement.</p></article>"))
        : page,
    );
    expect(edited.find((page) => page.path === guide.path)!.html).toContain("Quetzal");
    const final: string[] = [];
    await buildSearchIndexes(out, edited, "2.0", (files) => final.push(...files));
    const after = directories();

    const changed = [...before.keys()].filter((name) => !after.has(name));
    expect(changed).toEqual([expect.stringMatching(/^2\.0-guides\./)]);
    expect([...after.keys()].filter((name) => !before.has(name))).toEqual([expect.stringMatching(/^2\.0-guides\./)]);
    for (const [name, written] of before) if (after.has(name)) expect(after.get(name), name).toBe(written);
    expect(readdirSync(join(out, "search-index")).filter((name) => name.endsWith(".partial"))).toEqual([]);
    // Kept indexes are final too: their files go to precompression as the rewritten one's do.
    const present = readdirSync(join(out, "search-index"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(final.sort()).toEqual(present.sort());
  });

  it("builds the same indexes from sections extracted as pages were written, and reads a page changed since afresh", async () => {
    const pages = readBuiltPages(builtClient());
    const edited = pages.map((page) =>
      page.path === "/docs/api-docs/payments"
        ? builtPage(page.file, page.path, page.html.replace("</article>", "<p>Quetzal settlement.</p></article>"))
        : page,
    );
    const plain = mkdtempSync(join(tmpdir(), "search-index-plain-"));
    const early = mkdtempSync(join(tmpdir(), "search-index-ahead-"));
    try {
      await buildSearchIndexes(plain, edited, "2.0");
      // As a full build does while the render threads write pages: the guide is edited after.
      for (const page of pages) extractSectionsAhead(page);
      await buildSearchIndexes(early, edited, "2.0");
      const indexes = (dir: string) => readdirSync(join(dir, "search-index")).sort();
      // Directory names hash their files: the same names are the same indexes, the edit included.
      expect(indexes(early)).toEqual(indexes(plain));
      expect(indexes(early).some((name) => name.startsWith("2.0-guides."))).toBe(true);
    } finally {
      for (const dir of [plain, early]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
