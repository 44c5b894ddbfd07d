import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error.ts";

describe("ContentError", () => {
  it("names the document, the field and where it was read, in the one message the build log shows", () => {
    const error = new ContentError("docPage.2-0.intro", "title", "is required", "docs/2.0/intro.md");
    expect(error.message).toBe(
      'Invalid content in document docPage.2-0.intro: field "title" is required (docs/2.0/intro.md)',
    );
    expect(error).toMatchObject({
      name: "ContentError",
      documentId: "docPage.2-0.intro",
      field: "title",
      detail: "is required",
    });
  });

  it("keeps the error it was caused by", () => {
    const cause = new SyntaxError("bad indentation");
    expect(new ContentError("openApiSpec.2-0", "document", "is not valid YAML", undefined, { cause }).cause).toBe(
      cause,
    );
  });

  it("says so when no single document is at fault, and names an empty field as the root", () => {
    expect(new ContentError(null, "status", "must be current on exactly one version").message).toBe(
      'Invalid content: field "status" must be current on exactly one version',
    );
    expect(ContentError.format({ documentId: "siteSettings", field: "", detail: "is missing" })).toBe(
      'Invalid content in document siteSettings: field "(root)" is missing',
    );
  });

  it("reads its message back from a build log, without the stack trace around it", () => {
    const error = new ContentError(
      "blogPost.hello",
      "tags[0]",
      "references missing document tag.gone",
      "query BLOG_POSTS_QUERY",
    );
    const log = `Prerender: Request failed\n    Error: ${error.message}\n    at validateResult (file:///x.ts:1:1)`;
    expect(ContentError.parse(log)).toEqual({ documentId: "blogPost.hello", field: "tags[0]", message: error.message });
    expect(ContentError.parse(new ContentError(null, "status", "must be current").message)).toEqual({
      documentId: null,
      field: "status",
      message: 'Invalid content: field "status" must be current',
    });
  });

  it("reads back a field path with keyed segments, whose quotes are part of the field", () => {
    const error = new ContentError("docPage.2-0.intro", 'body[_key=="b1"].markDefs[_key=="m1"].href', "links to /x");
    expect(ContentError.parse(`finish: ${error.message}\nmore`)).toEqual({
      documentId: "docPage.2-0.intro",
      field: 'body[_key=="b1"].markDefs[_key=="m1"].href',
      message: error.message,
    });
  });

  it("finds nothing in a log without a content error", () => {
    expect(ContentError.parse("Error: ENOSPC: no space left on device")).toBeNull();
    expect(ContentError.parse("Invalid content somewhere")).toBeNull();
  });
});
