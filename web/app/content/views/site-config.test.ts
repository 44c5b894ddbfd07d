import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../../scripts/build/dataset/compile-dataset.ts";
import { getAnnouncementBar, getSiteConfig, getSiteFooter } from "./site-config.server.ts";
import { createDatasetSource } from "../queries/dataset-source.server.ts";
import { setContentSource } from "../queries/query-runner.server.ts";
import { testDirectory } from "../../../../tests/support/test-directory.ts";

describe("the footer copyright from the CMS", () => {
  it("renders links and text but never scripts or event handlers", async () => {
    const file = join(testDirectory("tidewire-settings-"), "dataset.ndjson");
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
    const { footer } = await getSiteFooter();
    const html = footer.copyright ?? "";
    expect(html).toContain(
      'Copyright © 2025 <a href="https://tidewire.example" rel="noopener noreferrer">Tidewire</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  });
});

describe("the announcement bar's dismissal ID", () => {
  /** The site config over the seed with the announcement bar changed by `edit`. */
  async function configWith(edit: (bar: Record<string, unknown>) => Record<string, unknown>) {
    const file = join(testDirectory("tidewire-bar-"), "dataset.ndjson");
    const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const doc = JSON.parse(line);
        return JSON.stringify(doc._id === "announcementBar" ? edit(doc) : doc);
      });
    writeFileSync(file, lines.join("\n"));
    setContentSource(createDatasetSource(file));
    return { ...(await getSiteConfig()), announcement: await getAnnouncementBar() };
  }

  it("is the bar's id, or when it has none one derived from its text, which changes with the text", async () => {
    const withId = await configWith((bar) => bar);
    expect(withId.announcement?.id).toBe("stablecoin-off-ramp-ga-2025");
    expect(withId.announcementId).toBe("stablecoin-off-ramp-ga-2025");
    const withoutId = await configWith(({ id: _id, ...bar }) => bar);
    expect(withoutId.announcement?.id).toMatch(/^announcement-[0-9a-f]{12}$/);
    expect(withoutId.announcementId).toBe(withoutId.announcement?.id);
    const changed = await configWith(({ id: _id, ...bar }) => ({
      ...bar,
      content: [
        {
          _type: "block",
          _key: "b",
          style: "normal",
          markDefs: [],
          children: [{ _type: "span", _key: "s", text: "New" }],
        },
      ],
    }));
    expect(changed.announcement?.id).toMatch(/^announcement-[0-9a-f]{12}$/);
    expect(changed.announcement?.id).not.toBe(withoutId.announcement?.id);
  });
});
