import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { getBlogPosts } from "../../web/app/content/queries/site-content.server.ts";
import { getSiteConfig } from "../../web/app/content/views/site-config.server.ts";
import { findDocPageView } from "../../web/app/content/views/docs.server.ts";
import { createDatasetSource } from "../../web/app/content/queries/dataset-source.server.ts";
import { setContentSource } from "../../web/app/content/queries/query-runner.server.ts";

/*
 * Hostile content through the real content path (the embedded dataset, groq-js, the site's
 * queries and their validation): each probe is the seed dataset with one document changed, and
 * the loader the build runs must refuse it naming the document `_id` and the field, so the build
 * fails and the last good site keeps serving. About 2 s.
 */

type Doc = Record<string, unknown> & { _id: string };
const dir = mkdtempSync(join(tmpdir(), "tidewire-security-content-"));
let seed: Doc[];

beforeAll(() => {
  seed = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Doc);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let published = 0;
/** Makes the seed dataset with `change` applied to document `id` the content source. */
function publish(id: string, change: (doc: Doc) => Doc) {
  const file = join(dir, `dataset-${++published}.ndjson`);
  writeFileSync(
    file,
    seed.map((doc) => JSON.stringify(doc._id === id ? change(structuredClone(doc)) : doc)).join("\n"),
  );
  setContentSource(createDatasetSource(file));
}

const intro = "docPage.2-0.intro";
/** A paragraph linking its text to `href`. */
const paragraphLinkingTo = (href: string) => ({
  _type: "block",
  _key: "hostile",
  style: "normal",
  markDefs: [{ _type: "link", _key: "l1", href }],
  children: [{ _type: "span", _key: "s1", text: "Read more", marks: ["l1"] }],
});

describe("hostile content fails the build, naming the document and the field", () => {
  it("an announcement colour carrying more CSS (a bar covering the whole page)", async () => {
    publish("announcementBar", (doc) => ({
      ...doc,
      backgroundColor: "#0b3d91; position: fixed; inset: 0; z-index: 9999",
    }));
    await expect(getSiteConfig()).rejects.toThrow(
      /Invalid content in document announcementBar: field "backgroundColor" is invalid: Use a colour like #0b3d91/,
    );
  });

  it("a javascript: link in the navbar", async () => {
    publish("siteSettings", (doc) => {
      const navbar = doc.navbar as { items: { href: string }[] };
      navbar.items[0].href = "javascript:alert(document.cookie)";
      return doc;
    });
    await expect(getSiteConfig()).rejects.toThrow(
      /document siteSettings: field "navbar\.items\[0\]\.href" is invalid: Links may not use javascript:/,
    );
  });

  it.each([
    ["data:", "data:text/html,<script>alert(1)</script>", /Links may not use data:/],
    ["protocol-relative", "//evil.example/login", /another site/],
    ["backslash", "/\\evil.example/login", /another site/],
  ])("a %s link in a page body", async (_name, href, message) => {
    publish(intro, (doc) => ({ ...doc, body: [...(doc.body as unknown[]), paragraphLinkingTo(href)] }));
    const failure = findDocPageView("intro");
    await expect(failure).rejects.toThrow(
      new RegExp(
        `document ${intro.replaceAll(".", "\\.")}: field "body\\[\\d+\\]\\.markDefs\\[0\\]\\.href" is invalid`,
      ),
    );
    await expect(failure).rejects.toThrow(message);
  });

  it("a 10 MB document", async () => {
    const huge = {
      ...paragraphLinkingTo("/docs/intro"),
      children: [{ _type: "span", _key: "s1", text: "x".repeat(10 * 1024 * 1024), marks: [] }],
    };
    publish(intro, (doc) => ({ ...doc, body: [...(doc.body as unknown[]), huge] }));
    await expect(findDocPageView("intro")).rejects.toThrow(
      `Invalid content in document ${intro}: field "body" is too large: the document is 10.`,
    );
  });

  it("a 12 MB cover image", async () => {
    const post = seed.find((doc) => doc._type === "blogPost" && doc.coverImage)!;
    const assetId = (post.coverImage as { asset: { _ref: string } }).asset._ref;
    publish(assetId, (asset) => ({ ...asset, size: 12 * 1024 * 1024 }));
    await expect(getBlogPosts()).rejects.toThrow(
      `document ${post._id}: field "coverImage.size" is invalid: the image is 12.0 MB, over the 5.0 MB limit`,
    );
  });

  it("and the seed content passes", async () => {
    setContentSource(createDatasetSource(DEFAULT_PATHS.datasetFile));
    await expect(getSiteConfig()).resolves.toBeTruthy();
    await expect(findDocPageView("intro")).resolves.toBeTruthy();
    await expect(getBlogPosts()).resolves.not.toHaveLength(0);
  });
});
