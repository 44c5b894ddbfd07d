import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import { siteAddressProblems } from "./validate-dataset.ts";
import { exportArguments, readDataNdjson, toBuildDataset } from "./export-dataset.ts";
import { importArguments, prepareImport } from "./import-dataset.ts";
import { parseFlags, resolveProjectTarget, ScriptInputError } from "./project-target.ts";
import { testDirectory } from "../../../tests/support/test-directory.ts";

describe("dataset scripts", () => {
  const asset = { _id: "image-abc-10x10-svg", _type: "sanity.imageAsset", path: "images/a.svg", url: "/images/a.svg" };
  const post = {
    _id: "blogPost.x",
    _type: "blogPost",
    coverImage: { _type: "accessibleImage", alt: "A", asset: { _type: "reference", _ref: asset._id } },
  };

  it("prepares the compiled seed for sanity datasets import: images become uploads", () => {
    const prepared = prepareImport([asset, post], "/repo/content");
    expect(prepared).toEqual([
      {
        _id: "blogPost.x",
        _type: "blogPost",
        coverImage: { _type: "accessibleImage", alt: "A", _sanityAsset: "image@file:///repo/content/images/a.svg" },
      },
    ]);
    expect(() => prepareImport([post], "/repo/content")).toThrow(
      "Document blogPost.x uses image image-abc-10x10-svg, which is not in the compiled dataset.",
    );
    expect(importArguments("/tmp/i.ndjson", { projectId: "abc123", dataset: "production" }, "replace")).toEqual([
      "datasets",
      "import",
      "/tmp/i.ndjson",
      "--project-id",
      "abc123",
      "--dataset",
      "production",
      "--replace",
    ]);
  });

  it("turns a dataset export into the file the build reads", () => {
    const lines = [
      post,
      { ...post, _id: "drafts.blogPost.x" },
      asset,
      { _id: "_.releases.r1", _type: "system.release" },
      { _id: "a.tag", _type: "tag" },
    ]
      .map((doc) => JSON.stringify(doc))
      .join("\n");
    // A one-file ustar archive as `sanity datasets export` writes it (gzipped).
    const header = Buffer.alloc(512);
    header.write("production-export/data.ndjson", 0);
    header.write(Buffer.byteLength(lines).toString(8).padStart(11, "0") + "\0", 124);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(lines) / 512) * 512);
    body.write(lines);
    const archive = gzipSync(Buffer.concat([header, body, Buffer.alloc(1024)]));
    expect(readDataNdjson(archive)).toBe(lines);
    expect(toBuildDataset(readDataNdjson(archive)).map((doc) => doc._id)).toEqual([
      "a.tag",
      "blogPost.x",
      "image-abc-10x10-svg",
    ]);
    expect(() => readDataNdjson(gzipSync(Buffer.alloc(1024)))).toThrow("The export has no data.ndjson");
    expect(exportArguments({ projectId: "abc123", dataset: "production" }, "/tmp/e.tar.gz")).toContain("--raw");
  });

  it("asks for a real project and rejects bad input clearly", () => {
    expect(resolveProjectTarget({}, { SANITY_STUDIO_PROJECT_ID: "abc123" })).toEqual({
      projectId: "abc123",
      dataset: "production",
    });
    expect(resolveProjectTarget({ project: "p1", dataset: "staging" }, { SANITY_STUDIO_PROJECT_ID: "abc123" })).toEqual(
      { projectId: "p1", dataset: "staging" },
    );
    expect(() => resolveProjectTarget({}, {})).toThrow(
      "Set the Sanity project: --project <id> or SANITY_STUDIO_PROJECT_ID=<id>.",
    );
    expect(() => resolveProjectTarget({}, { SANITY_STUDIO_PROJECT_ID: "tidewire" })).toThrow(ScriptInputError);
    expect(() => resolveProjectTarget({ dataset: "Prod Data" }, { SANITY_STUDIO_PROJECT_ID: "abc123" })).toThrow(
      '"Prod Data" is not a dataset name',
    );
    expect(parseFlags(["--dataset=staging", "--replace", "out.ndjson"], ["dataset"], ["replace"])).toEqual({
      flags: { dataset: "staging", replace: true },
      positional: ["out.ndjson"],
    });
    expect(() => parseFlags(["--dataset"], ["dataset"])).toThrow("--dataset needs a value");
    expect(() => parseFlags(["--force"], ["dataset"])).toThrow("Unknown option --force");
  });
});

describe("dataset:validate's site checks", () => {
  it("reports a slug the site cannot serve as an error naming the document and field, and passes the seed", async () => {
    expect(await siteAddressProblems(DEFAULT_PATHS.datasetFile)).toEqual([]);
    const file = join(testDirectory("validate-"), "dataset.ndjson");
    const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8").trim().split("\n");
    writeFileSync(
      file,
      lines
        .map((line) => JSON.parse(line))
        .map((doc) =>
          doc._id === "docPage.2-0.api-docs.payments"
            ? { ...doc, slug: { _type: "slug", current: "Payments Guide" } }
            : doc,
        )
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
    expect(await siteAddressProblems(file)).toEqual([
      "error docPage.2-0.api-docs.payments slug: is invalid: Use lowercase letters only, for example api-docs/payments.",
    ]);
  });
});
