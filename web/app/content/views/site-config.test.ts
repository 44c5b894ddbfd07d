import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../../scripts/build/dataset/compile-dataset.ts";
import { getSiteConfig } from "./site-config.server.ts";
import { createDatasetSource } from "../queries/dataset-source.server.ts";
import { setContentSource } from "../queries/query-runner.server.ts";

describe("the footer copyright from the CMS", () => {
  it("renders links and text but never scripts or event handlers", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "tidewire-settings-")), "dataset.ndjson");
    const hostile =
      'Copyright © 2025 <a href="https://tidewire.example" onclick="steal()">Tidewire</a><script>alert(1)</script><img ' +
      'src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const doc = JSON.parse(line);
        return JSON.stringify(
          doc._id === "siteSettings" ? { ...doc, footer: { ...doc.footer, copyright: hostile } } : doc,
        );
      });
    writeFileSync(file, lines.join("\n"));
    setContentSource(createDatasetSource(file));
    const { settings } = await getSiteConfig();
    const html = settings.footer.copyright ?? "";
    expect(html).toContain(
      'Copyright © 2025 <a href="https://tidewire.example" rel="noopener noreferrer">Tidewire</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  });
});
