import { describe, expect, it } from "vitest";
import { describePublish } from "./publish-state.ts";

const base = { documentId: "blogPost.a", publishedAt: "2026-11-26T12:00:00.000Z" };

describe("a document's publish badge", () => {
  it("names the field when the build failed on the document", () => {
    const badge = describePublish({
      ...base,
      state: "failed",
      error: {
        message: 'Invalid content in document blogPost.a: field "slug" is missing',
        documentId: "blogPost.a",
        field: "slug",
      },
    });
    expect(badge).toMatchObject({ label: "Failed: slug", color: "danger" });
    expect(badge.title).toContain('field "slug" is missing');
  });

  it("names the top-level field of a link deep in the body, as the form shows it", () => {
    const field = 'body[_key=="b1"].markDefs[_key=="m1"].href';
    const badge = describePublish({
      ...base,
      state: "failed",
      error: {
        message: `Invalid content in document blogPost.a: field "${field}" links to /x`,
        documentId: "blogPost.a",
        field,
      },
    });
    expect(badge.label).toBe("Failed: body");
    expect(badge.title).toContain(field);
  });

  it("says a publish waits behind another document's error, without calling it failed", () => {
    const badge = describePublish({
      ...base,
      state: "waiting",
      blockedBy: { message: "…", documentId: "docPage.2-0.intro", field: "slug" },
    });
    expect(badge).toMatchObject({ label: "Waiting", color: "warning" });
    expect(badge.title).toContain("field slug of docPage.2-0.intro");
    expect(badge.label).not.toMatch(/fail/i);
  });

  it("shows building and live", () => {
    expect(describePublish({ ...base, state: "building" })).toMatchObject({ label: "Building", color: "primary" });
    expect(describePublish({ ...base, state: "live", finishedAt: base.publishedAt })).toMatchObject({
      label: "Live",
      color: "success",
    });
  });
});
