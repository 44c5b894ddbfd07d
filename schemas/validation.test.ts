import { describe, expect, it } from "vitest";
import { getPublishedId, isOfflineCliValidation, OFFLINE_VALIDATION_ENV } from "../web/app/lib/validation-context.ts";
import { DOC_SLUG, headingLevels, KEBAB_CASE, notReserved, slugFormat } from "./validation.ts";

/** Runs a custom validator the way Sanity does, with only what these validators read. */
const check = (validator: (value: never, context: never) => unknown, value: unknown, context: object = {}) =>
  validator(value as never, context as never);
const slug = (current: string) => ({ _type: "slug", current });

describe("schema validators (schemas/validation.ts)", () => {
  it("checks slug formats with messages that say what to type", () => {
    const docSlug = slugFormat(DOC_SLUG, "api-docs/payments");
    expect(check(docSlug, slug("api-docs/payments"))).toBe(true);
    expect(check(docSlug, undefined)).toBe(true); // "required" reports a missing slug
    expect(check(docSlug, slug("API-docs/payments"))).toBe(
      "Use lowercase letters only, for example api-docs/payments.",
    );
    expect(check(docSlug, slug("/api-docs/payments"))).toBe(
      "Do not start or end the slug with /, for example api-docs/payments.",
    );
    expect(check(docSlug, slug("api docs"))).toBe(
      "Use lowercase letters, digits and hyphens, with / between folders, for example api-docs/payments.",
    );
    expect(check(slugFormat(KEBAB_CASE, "markdown-page"), slug("markdown/page"))).toBe(
      "Use lowercase letters, digits and hyphens, for example markdown-page.",
    );
  });

  it("keeps slugs off the paths the site serves itself", () => {
    const reserved = notReserved(["api", "api-changes"], (segment) => `/docs/${segment}`);
    expect(check(reserved, slug("api/payments"))).toBe("/docs/api belongs to the site itself. Pick another slug.");
    expect(check(reserved, slug("api-docs/payments"))).toBe(true);
  });

  it("allows headings 2 to 5 only and points at the offending block", () => {
    const blocks = (style: string) => [
      { _type: "block", _key: "a", style: "normal" },
      { _type: "block", _key: "b", style },
    ];
    expect(check(headingLevels, blocks("h2"))).toBe(true);
    expect(check(headingLevels, blocks("h5"))).toBe(true);
    expect(check(headingLevels, blocks("h1"))).toEqual({
      message: "Heading 1 is reserved for the page title. Change this heading to Heading 2.",
      path: [{ _key: "b" }],
    });
    expect(check(headingLevels, blocks("h6"))).toEqual({
      message: "Heading 6 is too deep. Use Heading 2 to Heading 5.",
      path: [{ _key: "b" }],
    });
    expect(check(headingLevels, [{ _type: "code", _key: "c", style: "h1" }])).toBe(true);
  });

  it("skips API checks only in the CLI with the offline variable set", () => {
    const previous = process.env[OFFLINE_VALIDATION_ENV];
    try {
      process.env[OFFLINE_VALIDATION_ENV] = "1";
      expect(isOfflineCliValidation({ environment: "cli" })).toBe(true);
      expect(isOfflineCliValidation({ environment: "studio" })).toBe(false);
      delete process.env[OFFLINE_VALIDATION_ENV];
      expect(isOfflineCliValidation({ environment: "cli" })).toBe(false);
    } finally {
      if (previous === undefined) delete process.env[OFFLINE_VALIDATION_ENV];
      else process.env[OFFLINE_VALIDATION_ENV] = previous;
    }
  });

  it("derives published ids from draft and release ids", () => {
    expect(getPublishedId("drafts.docPage.2-0.intro")).toBe("docPage.2-0.intro");
    expect(getPublishedId("versions.r123.docPage.2-0.intro")).toBe("docPage.2-0.intro");
    expect(getPublishedId("docPage.2-0.intro")).toBe("docPage.2-0.intro");
  });
});
