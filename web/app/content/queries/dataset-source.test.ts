import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MissingParameterError } from "./content-source.ts";
import { createDatasetSource, parseDataset } from "./dataset-source.server.ts";
import { testDirectory } from "../../../../tests/support/test-directory.ts";

function datasetFile(documents: object[]): string {
  const file = join(testDirectory("tidewire-dataset-"), "dataset.ndjson");
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
  return file;
}

const version = { _id: "docVersion.2-0", _type: "docVersion", name: "2.0" };
const page = {
  _id: "docPage.2-0.intro",
  _type: "docPage",
  title: "Published",
  version: { _type: "reference", _ref: "docVersion.2-0" },
};

describe("the embedded dataset source", () => {
  it("answers in the published perspective: drafts and release versions never appear", async () => {
    const source = createDatasetSource(
      datasetFile([
        version,
        page,
        { ...page, _id: "drafts.docPage.2-0.intro", title: "Draft" },
        { ...page, _id: "versions.r1.docPage.2-0.intro", title: "Release" },
      ]),
    );
    expect(await source.fetch(`*[_type == "docPage"].title`)).toEqual(["Published"]);
  });

  it("dereferences references like the Content Lake", async () => {
    const source = createDatasetSource(datasetFile([version, page]));
    expect(
      await source.fetch(`*[_id == $id][0]{ title, "version": version->name }`, { id: "docPage.2-0.intro" }),
    ).toEqual({ title: "Published", version: "2.0" });
  });

  it("rejects a query whose parameter was not provided, as the Content Lake answers 400", async () => {
    const source = createDatasetSource(datasetFile([version, page]));
    await expect(
      source.fetch(`*[_type == "docPage" && slug.current == $slug && version->name == $version]`, { slug: "intro" }),
    ).rejects.toThrow(MissingParameterError);
    await expect(source.fetch(`*[slug.current == $slug]`)).rejects.toThrow(
      "GROQ query references parameter $slug that was not provided",
    );
  });

  it("names the document and field of a reference to a missing document", () => {
    const dangling = { ...page, version: { _type: "reference", _ref: "docVersion.9-9" } };
    expect(() => parseDataset([version, dangling].map((d) => JSON.stringify(d)).join("\n"), "test.ndjson")).toThrow(
      'Invalid content in document docPage.2-0.intro: field "version" references missing document docVersion.9-9',
    );
  });

  it("names the line of malformed NDJSON", () => {
    expect(() => parseDataset(`${JSON.stringify(version)}\n{not json`, "test.ndjson")).toThrow(
      /^test\.ndjson:2: not valid JSON/,
    );
  });
});
