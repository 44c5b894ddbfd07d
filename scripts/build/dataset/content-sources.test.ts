import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileDataset } from "./compile-dataset.ts";
import { readContent } from "./content-sources.ts";
import { testDirectory } from "../../../tests/support/test-directory.ts";

const contentDir = join(import.meta.dirname, "../../../content");
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "tidewire-content-"));
  cpSync(contentDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(copy, file), change(readFileSync(join(copy, file), "utf8")));

describe("readContent on the seed content", () => {
  it("compiles every source into documents with stable ids, sorted by _id", () => {
    const documents = readContent(contentDir);
    const ids = documents.map((doc) => doc._id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain("docPage.2-0.api-docs.payments");
    expect(ids).toContain("docPage.1-37.tutorial-basics.create-a-page");
    expect(ids).toContain("blogPost.beneficiary-validation-api");
    expect(documents.filter((doc) => doc._type === "tag").map((doc) => doc.key)).toEqual([
      "beneficiary",
      "collection",
      "payment",
    ]);
    expect(JSON.stringify(readContent(contentDir))).toBe(JSON.stringify(documents));
  });

  it("references the version of each doc page", () => {
    const page = readContent(contentDir).find((doc) => doc._id === "docPage.1-37.intro");
    expect(page?.version).toEqual({ _type: "reference", _ref: "docVersion.1-37" });
  });
});

describe("readContent on broken content", () => {
  it("names the document and field of a missing title", () => {
    edit("docs/2.0/intro.md", (text) => text.replace(/^title:.*$/m, ""));
    expect(() => readContent(copy)).toThrow(
      /^Invalid content in document docPage\.2-0\.intro: field "title" is required \(docs\/2\.0\/intro\.md\)/,
    );
  });

  it("names the document when a link points at a doc page that does not exist", () => {
    edit("docs/2.0/api-docs/payments.md", (text) => `${text}\n\nSee [gone](/docs/api-docs/no-such-guide).\n`);
    expect(() => readContent(copy)).toThrow(
      'Invalid content in document docPage.2-0.api-docs.payments: field "body" links to /docs/api-docs/no-such-guide',
    );
  });

  it("keeps links to the API reference and the API changes page as plain links", () => {
    edit(
      "docs/2.0/api-docs/payments.md",
      (text) => `${text}\n\nSee [changes](/docs/api-changes/1.37-to-2.0) and [create](/docs/api/payments/create).\n`,
    );
    const page = readContent(copy).find((doc) => doc._id === "docPage.2-0.api-docs.payments");
    const hrefs = (page?.body as { markDefs?: { href?: string }[] }[]).flatMap((block) =>
      (block.markDefs ?? []).map((def) => def.href),
    );
    expect(hrefs).toEqual(expect.arrayContaining(["/docs/api-changes/1.37-to-2.0", "/docs/api/payments/create"]));
  });

  it("names the post and field of an unknown author", () => {
    edit("blog/beneficiary-validation-api.md", (text) => text.replace(/^authors:.*$/m, "authors: [nobody]"));
    expect(() => readContent(copy)).toThrow(
      'Invalid content in document blogPost.beneficiary-validation-api: field "authors" names unknown key "nobody"',
    );
  });
});

describe("the images of content/images", () => {
  it("are published only when they are image files, into an emptied folder: nothing else, nothing deleted", () => {
    writeFileSync(join(copy, "images/extra.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    const images = readdirSync(join(copy, "images")).sort();
    writeFileSync(join(copy, "images/notes.txt"), "not an image");
    writeFileSync(join(copy, "images/page.xhtml"), "<html/>");
    const out = testDirectory("tidewire-public-");
    const publicImagesDir = join(out, "images");
    compileDataset({ contentDir: copy, datasetFile: join(out, "dataset.ndjson"), publicImagesDir }, { force: true });
    expect(readdirSync(publicImagesDir).sort()).toEqual(images);
    // A file removed from content/images is no longer published by the next compile.
    rmSync(join(copy, "images/extra.svg"));
    compileDataset({ contentDir: copy, datasetFile: join(out, "dataset.ndjson"), publicImagesDir }, { force: true });
    expect(readdirSync(publicImagesDir).sort()).toEqual(images.filter((name) => name !== "extra.svg"));
  });

  it("refuse a symbolic link, so no committed link publishes a file of the build host", () => {
    const secret = join(testDirectory("tidewire-host-"), "secrets.png");
    writeFileSync(secret, "host secrets");
    symlinkSync(secret, join(copy, "images/zz-leak.png"));
    expect(() => readContent(copy)).toThrow(
      /field "file" is a symbolic link: an image must be a file in content\/images \(images\/zz-leak\.png\)/,
    );
  });
});
