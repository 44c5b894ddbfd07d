import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
});
