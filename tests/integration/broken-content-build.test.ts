import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";

const root = resolve(import.meta.dirname, "../..");

/** Runs the real site build against a modified copy of the compiled dataset, into a scratch directory. */
function buildWith(change: (doc: Record<string, unknown>) => Record<string, unknown>) {
  // Inside the project: prerendering imports the server build, which must resolve node_modules.
  mkdirSync(join(root, ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, ".cache/broken-build-"));
  const datasetFile = join(dir, "dataset.ndjson");
  const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8").trim().split("\n");
  writeFileSync(datasetFile, lines.map((line) => JSON.stringify(change(JSON.parse(line)))).join("\n"));
  const result = spawnSync(process.execPath, [join(root, "scripts/build/build.ts")], {
    cwd: root,
    env: { ...process.env, TIDEWIRE_DATASET_FILE: datasetFile, TIDEWIRE_BUILD_DIR: join(dir, "build") },
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe("building from invalid content", () => {
  it("fails naming the document whose slug is missing", () => {
    const { status, output } = buildWith((doc) => {
      if (doc._id !== "docPage.2-0.api-docs.payments") return doc;
      const { slug: _slug, ...rest } = doc;
      return rest;
    });
    expect(status).not.toBe(0);
    expect(output).toContain('Invalid content in document docPage.2-0.api-docs.payments: field "slug" is missing');
  });

  it("fails naming the document and field that reference a missing document", () => {
    const { status, output } = buildWith((doc) =>
      doc._id === "blogPost.collection-upload-url-api"
        ? { ...doc, tags: [{ _type: "reference", _ref: "tag.gone", _key: "gone" }] }
        : doc,
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in document blogPost.collection-upload-url-api: field "tags[0]" references missing document tag.gone',
    );
  });

  it("fails naming the document whose slug is not a valid address", () => {
    const { status, output } = buildWith((doc) =>
      doc._id === "blogPost.collection-upload-url-api"
        ? { ...doc, slug: { _type: "slug", current: "Collection Upload" } }
        : doc,
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in document blogPost.collection-upload-url-api: field "slug" is invalid: Use lowercase letters only',
    );
  });
});
