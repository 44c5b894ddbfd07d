import { describe, expect, it } from "vitest";
import { docSlugsSchema, docPageSchema } from "./query-results.ts";
import { validateResult } from "./validate-result.ts";

describe("validateResult", () => {
  it("returns the parsed value when the content is valid", () => {
    const result = [{ _id: "docPage.2-0.intro", slug: "intro", version: "2.0" }];
    expect(validateResult(docSlugsSchema, result, "DOC_SLUGS_QUERY")).toEqual(result);
  });

  it("names the document and the missing field", () => {
    const result = [
      { _id: "docPage.2-0.intro", slug: "intro", version: "2.0" },
      { _id: "docPage.2-0.api-docs.payments", slug: null, version: "2.0" },
    ];
    expect(() => validateResult(docSlugsSchema, result, "DOC_SLUGS_QUERY")).toThrow(
      'Invalid content in document docPage.2-0.api-docs.payments: field "slug" is missing (query DOC_SLUGS_QUERY)',
    );
  });

  it("names the innermost document of a nested result and the field path below it", () => {
    const page = {
      _id: "docPage.2-0.intro",
      title: "Intro",
      description: "d",
      sidebar: "api",
      position: 1,
      slug: "intro",
      version: { _id: "docVersion.2-0", name: "2.0", label: "2.0", pathSegment: "2.0", status: "retired" },
      body: [],
    };
    expect(() => validateResult(docPageSchema, page, "DOC_PAGE_QUERY")).toThrow(/document docVersion\.2-0: field "status" is invalid/);
  });

  it("reports a dangling reference (dereferenced to null) as a missing field of the referring document", () => {
    const page = { _id: "docPage.2-0.intro", title: "Intro", description: "d", sidebar: "api", position: 1, slug: "intro", version: null, body: [] };
    expect(() => validateResult(docPageSchema, page, "DOC_PAGE_QUERY")).toThrow('document docPage.2-0.intro: field "version" is missing');
  });
});
