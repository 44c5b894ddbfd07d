import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { listContentPaths } from "../../web/app/content/views/site-paths.server.ts";
import { loadErrorType } from "../../web/app/routes/error-type.server.ts";
import { renderStaticPart } from "../../web/app/render/static-parts.server.tsx";
import { createDatasetSource } from "../../web/app/content/queries/dataset-source.server.ts";
import { setContentSource } from "../../web/app/content/queries/query-runner.server.ts";
import { problemExamples } from "../../web/app/errors/error-catalogue.ts";
import { API_DOCUMENTS, loadApiDocument } from "../support/openapi-documents.ts";

beforeAll(() => {
  setContentSource(createDatasetSource(resolve(DEFAULT_PATHS.datasetFile)));
});

/** Every problem `type` URL of both OpenAPI documents. */
const typeUrls = [
  ...new Set(
    API_DOCUMENTS.flatMap(({ file }) =>
      problemExamples(loadApiDocument(file)).map((example) => String(example.value.type)),
    ),
  ),
];

describe("the error catalogue pages", () => {
  it("are prerendered at the path of every problem type URL of both OpenAPI documents, with the catalogue", async () => {
    const paths = new Set(await listContentPaths());
    expect(typeUrls.length).toBeGreaterThanOrEqual(12);
    expect(typeUrls.map((url) => new URL(url).pathname).filter((path) => !paths.has(path))).toEqual([]);
    expect(paths.has("/errors")).toBe(true);
  });

  it("render what the type means, an example and how to recover, and the operations of both versions that return it", async () => {
    const page = (await loadErrorType("insufficient-funds"))!;
    expect(page).toMatchObject({ url: "/errors/insufficient-funds", title: "Insufficient funds", status: 409 });
    const html = await renderStaticPart(page.content);
    for (const heading of [
      "What it means",
      "Example",
      "How to recover",
      "Operations that return it",
      "API 2.0",
      "API 1.37 (unmaintained)",
    ])
      expect(html).toContain(`${heading}`);
    expect(html).toContain('href="/docs/api/payments/fund#response-409"');
    expect(html).toContain('href="/docs/1.37/api/payments/create#response-409"');
    expect(await loadErrorType("no-such-type")).toBeNull();
  });
});
