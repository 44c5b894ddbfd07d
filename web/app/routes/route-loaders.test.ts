import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../../scripts/build/dataset/compile-dataset.ts";
import { ContentError } from "../lib/content-error.ts";
import { loadApiRoute } from "./api-page.server.ts";
import { loadBlogPost } from "./blog-post.server.ts";
import { createDatasetSource, createDocumentsSource, parseDataset } from "../content/queries/dataset-source.server.ts";
import type { RawDocument } from "../content/queries/dataset-index.server.ts";
import { loadDocsRoute } from "./doc-page.server.ts";
import { setContentSource } from "../content/queries/query-runner.server.ts";

// The seed dataset (compiled by the test run's global setup), changed in memory per test.
const seed = parseDataset(readFileSync(DEFAULT_PATHS.datasetFile, "utf8"), DEFAULT_PATHS.datasetFile);
const useContent = (edit: (documents: RawDocument[]) => void = () => {}) => {
  const documents = structuredClone(seed);
  edit(documents);
  setContentSource(createDocumentsSource(() => documents, "in-memory dataset"));
};
afterAll(() => setContentSource(createDatasetSource(DEFAULT_PATHS.datasetFile)));

const posts = () =>
  seed
    .filter((doc) => doc._type === "blogPost")
    .sort((a, b) => String(b.date).localeCompare(String(a.date)) || String(a.title).localeCompare(String(b.title)));
const slugOf = (doc: RawDocument) => (doc.slug as { current: string }).current;

describe("route loaders on an in-memory dataset", () => {
  it("link a blog post to the next newer and older posts, by date", async () => {
    useContent();
    const [newest, second, third] = posts();
    const page = await loadBlogPost(slugOf(second));
    expect(page?.newer?.slug).toBe(slugOf(newest));
    expect(page?.older?.slug).toBe(slugOf(third));
    expect((await loadBlogPost(slugOf(newest)))?.newer).toBeNull();
  });

  it("follow an edited date: the oldest post re-dated today becomes the newest, and one dated in the future is held back", async () => {
    const [newest] = posts();
    const oldest = posts().at(-1)!;
    useContent((documents) => {
      documents.find((doc) => doc._id === oldest._id)!.date = new Date().toISOString().slice(0, 10);
    });
    expect((await loadBlogPost(slugOf(newest)))?.newer?.slug).toBe(slugOf(oldest));
    useContent((documents) => {
      documents.find((doc) => doc._id === oldest._id)!.date = "2099-01-01";
    });
    expect(await loadBlogPost(slugOf(oldest))).toBeNull();
    expect((await loadBlogPost(slugOf(newest)))?.newer).toBeNull();
  });

  it("find no page for a slug the dataset does not have, and redirect a docs root to its intro", async () => {
    useContent();
    expect(await loadBlogPost("no-such-post")).toBeNull();
    expect(await loadDocsRoute("no-such-page")).toBeNull();
    expect(await loadApiRoute(undefined, "payments/no-such-operation")).toBeNull();
    expect(await loadDocsRoute("")).toEqual({ kind: "redirect", to: "/docs/intro" });
  });

  it("give an operation page the previous and next entries of its sidebar", async () => {
    useContent();
    const page = await loadApiRoute(undefined, "payments/create");
    expect(page?.kind).toBe("api-operation");
    const pager = (page as { pager: { previous: { href: string } | null; next: { href: string } | null } }).pager;
    expect(pager.previous?.href ?? pager.next?.href).toMatch(/^\/docs\//);
    expect([pager.previous?.href, pager.next?.href]).not.toContain("/docs/api/payments/create");
  });

  it("name the document and field of invalid content", async () => {
    useContent((documents) => {
      delete documents.find((doc) => doc._id === "docPage.2-0.intro")!.title;
    });
    const failure = loadDocsRoute("intro");
    await expect(failure).rejects.toThrow(ContentError);
    await expect(failure).rejects.toThrow(/document docPage\.2-0\.intro: field "title" is missing/);
  });
});
