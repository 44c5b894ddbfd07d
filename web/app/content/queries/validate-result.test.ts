import { describe, expect, it } from "vitest";
import { announcementSchema, docSlugsSchema, docPageSchema, tagsSchema, versionsSchema } from "./query-results.ts";
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
    expect(() => validateResult(docPageSchema, page, "DOC_PAGE_QUERY")).toThrow(
      /document docVersion\.2-0: field "status" is invalid/,
    );
  });

  it("reports a dangling reference (dereferenced to null) as a missing field of the referring document", () => {
    const page = {
      _id: "docPage.2-0.intro",
      title: "Intro",
      description: "d",
      sidebar: "api",
      position: 1,
      slug: "intro",
      version: null,
      body: [],
    };
    expect(() => validateResult(docPageSchema, page, "DOC_PAGE_QUERY")).toThrow(
      'document docPage.2-0.intro: field "version" is missing',
    );
  });

  const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({
    _id: "docPage.2-0.intro",
    title: "Intro",
    description: "d",
    sidebar: "api",
    position: 1,
    slug: "intro",
    version: { _id: "docVersion.2-0", name: "2.0", label: "2.0", pathSegment: "2.0", status: "current" },
    body,
    ...extra,
  });

  it("names the link annotation of a block nested in an admonition when its address is javascript:", () => {
    const link = { _type: "link", _key: "l1", href: "javascript:alert(document.cookie)" };
    const body = [
      { _type: "admonition", _key: "a1", content: [{ _type: "block", _key: "b1", children: [], markDefs: [link] }] },
    ];
    expect(() => validateResult(docPageSchema, page(body), "DOC_PAGE_QUERY")).toThrow(
      'Invalid content in document docPage.2-0.intro: field "body[0].content[0].markDefs[0].href" is invalid: Links may not use javascript:',
    );
  });

  it("refuses an announcement colour that carries more CSS declarations", () => {
    const bar = {
      _id: "announcementBar",
      id: "x",
      content: [],
      backgroundColor: "#0b3d91; position: fixed; inset: 0",
      textColor: "#ffffff",
    };
    expect(() => validateResult(announcementSchema, bar, "ANNOUNCEMENT_QUERY")).toThrow(
      'document announcementBar: field "backgroundColor" is invalid: Use a colour like #0b3d91',
    );
  });

  it("refuses announcement text that readers cannot read on its background, naming the text colour", () => {
    const bar = { _id: "announcementBar", id: "x", content: [], backgroundColor: "#0b3d91", textColor: "#1d4ed8" };
    expect(() => validateResult(announcementSchema, bar, "ANNOUNCEMENT_QUERY")).toThrow(
      /document announcementBar: field "textColor" is invalid: The text and background colours have a contrast of 1\.\d\d:1/,
    );
    expect(validateResult(announcementSchema, { ...bar, textColor: "#ffffff" }, "ANNOUNCEMENT_QUERY")).toBeTruthy();
  });

  it("refuses a document over the size limit, naming its largest field, and an image over its limit", () => {
    const huge = [
      {
        _type: "block",
        _key: "b1",
        children: [{ _type: "span", _key: "s1", text: "x".repeat(3 * 1024 * 1024) }],
        markDefs: [],
      },
    ];
    expect(() => validateResult(docPageSchema, page(huge), "DOC_PAGE_QUERY")).toThrow(
      /document docPage\.2-0\.intro: field "body" is too large: the document is 3\.0 MB, over the 2\.0 MB limit/,
    );
    const image = [
      {
        _type: "accessibleImage",
        _key: "i1",
        alt: "Flow",
        url: "/images/flow.png",
        size: 12 * 1024 * 1024,
        width: 10,
        height: 10,
      },
    ];
    expect(() => validateResult(docPageSchema, page(image), "DOC_PAGE_QUERY")).toThrow(
      'field "body[0].size" is invalid: the image is 12.0 MB, over the 5.0 MB limit',
    );
  });

  it("refuses keys and path segments that would put a page outside its folder, naming the document", () => {
    const tag = { _id: "tag.payments", key: "../../../docs/intro", label: "Payments", count: 1 };
    expect(() => validateResult(tagsSchema, [tag], "TAGS_QUERY")).toThrow(
      /document tag\.payments: field "key" is invalid: Use lowercase letters, digits and hyphens/,
    );
    const version = (pathSegment: string) => ({
      _id: "docVersion.1-37",
      name: "1.37",
      label: "1.37",
      pathSegment,
      status: "unmaintained",
      order: 1,
    });
    expect(validateResult(versionsSchema, [version("1.37")], "VERSIONS_QUERY")).toHaveLength(1);
    for (const segment of ["..", ".", "../intro", "1.37/.."])
      expect(() => validateResult(versionsSchema, [version(segment)], "VERSIONS_QUERY"), segment).toThrow(
        /document docVersion\.1-37: field "pathSegment" is invalid: Use lowercase letters, digits, dots and hyphens/,
      );
  });
});
