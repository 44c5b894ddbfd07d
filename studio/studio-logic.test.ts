import { describe, expect, it } from "vitest";
import { docPageId } from "../scripts/build/dataset/document-ids.ts";
import { sitePathFor } from "../web/app/lib/site-paths.ts";
import { docPageSubtitle, resolveSiteOrigin, siteUrlFor } from "./lib/site-url.ts";
import { copyDocPageToVersion, docPageIdFor, internalLinkRefs } from "./lib/copy-to-version.ts";
import { sidebarGroups } from "./structure.ts";
import { placedDocPageValue } from "./templates.ts";

describe("Studio previews, structure and templates", () => {
  it("shows version, status and site path in doc page lists", () => {
    expect(
      docPageSubtitle({
        slug: "api-docs/payments",
        version: "2.0",
        status: "current",
        pathSegment: "2.0",
        category: "Guides",
      }),
    ).toBe("/docs/api-docs/payments · 2.0 (current) · Guides");
    expect(docPageSubtitle({ slug: "intro", version: "1.37", status: "unmaintained", pathSegment: "1.37" })).toBe(
      "/docs/1.37/intro · 1.37 (unmaintained)",
    );
    expect(docPageSubtitle({})).toBe("no slug · no version");
  });

  it("groups a sidebar like the site: top-level pages, then categories by lowest position", () => {
    expect(
      sidebarGroups([
        { title: "Payments", category: "Guides", position: 4 },
        { title: "Intro", category: null, position: 1 },
        { title: "Basics", category: "Tutorial - Basics", position: 2 },
        { title: "Conversions", category: "Guides", position: 1 },
      ]),
    ).toEqual([null, "Guides", "Tutorial - Basics"]);
    expect(sidebarGroups([{ title: "Only", category: "Guides", position: 1 }])).toEqual(["Guides"]);
  });

  it("places a new doc page after the last one of its category", () => {
    expect(placedDocPageValue({ versionId: "docVersion.2-0", sidebar: "api", category: "Guides" }, 7)).toMatchObject({
      version: { _type: "reference", _ref: "docVersion.2-0" },
      sidebar: "api",
      category: "Guides",
      position: 8,
    });
    expect(placedDocPageValue({}, null)).toMatchObject({ position: 1 });
  });
});

describe("document actions", () => {
  const current = { status: "current", pathSegment: "2.0" };
  it("resolves the production URL of doc pages, posts and pages", () => {
    const origin = resolveSiteOrigin(undefined, "https://developers.tidewire.example/");
    expect(origin).toBe("https://developers.tidewire.example");
    expect(resolveSiteOrigin("https://staging.example", "https://developers.tidewire.example")).toBe(
      "https://staging.example",
    );
    expect(resolveSiteOrigin("", null)).toBeNull();
    expect(siteUrlFor(origin, sitePathFor({ _type: "docPage", slug: { current: "api-docs/payments" } }, current))).toBe(
      "https://developers.tidewire.example/docs/api-docs/payments",
    );
    expect(
      sitePathFor({ _type: "docPage", slug: { current: "intro" } }, { status: "unmaintained", pathSegment: "1.37" }),
    ).toBe("/docs/1.37/intro");
    expect(sitePathFor({ _type: "blogPost", slug: { current: "beneficiary-validation-api" } })).toBe(
      "/blog/beneficiary-validation-api",
    );
    expect(sitePathFor({ _type: "page", slug: { current: "index" } })).toBe("/");
    expect(sitePathFor({ _type: "docPage", slug: { current: "intro" } }, null)).toBeNull();
    expect(sitePathFor({ _type: "page" })).toBeNull();
  });

  it("copies a doc page to another version with the compiler's id and version-aware links", () => {
    const link = (ref: string) => ({ _type: "internalLink", _key: ref, reference: { _type: "reference", _ref: ref } });
    const source = {
      _id: "drafts.docPage.2-0.api-docs.payments",
      _type: "docPage" as const,
      _rev: "abc",
      _createdAt: "2025-01-01",
      title: "Payments",
      version: { _type: "reference", _ref: "docVersion.2-0" },
      slug: { _type: "slug", current: "api-docs/payments" },
      body: [
        { _type: "block", _key: "b1", markDefs: [link("docPage.2-0.intro"), link("docPage.2-0.api-docs.users")] },
        {
          _type: "admonition",
          _key: "a1",
          content: [{ _type: "block", _key: "b2", markDefs: [link("docPage.2-0.intro")] }],
        },
      ],
    };
    expect([...internalLinkRefs(source)]).toEqual(["docPage.2-0.intro", "docPage.2-0.api-docs.users"]);
    const copy = copyDocPageToVersion(
      source,
      { _id: "docVersion.1-37", name: "1.37" },
      new Map([["docPage.2-0.intro", "docPage.1-37.intro"]]),
    );
    expect(copy._id).toBe("drafts.docPage.1-37.api-docs.payments");
    expect(copy._id).toBe(`drafts.${docPageId("1.37", "api-docs/payments")}`);
    expect(copy.version).toEqual({ _type: "reference", _ref: "docVersion.1-37" });
    expect(copy).not.toHaveProperty("_rev");
    expect(copy).not.toHaveProperty("_createdAt");
    expect([...internalLinkRefs(copy)]).toEqual(["docPage.1-37.intro", "docPage.2-0.api-docs.users"]);
    expect(source.body[0].markDefs?.[0].reference._ref).toBe("docPage.2-0.intro"); // the source is untouched
    expect(() =>
      copyDocPageToVersion({ ...source, slug: undefined }, { _id: "docVersion.1-37", name: "1.37" }, new Map()),
    ).toThrow("Give the page a slug");
    expect(docPageIdFor("2.0", "tutorial-basics/create-a-page")).toBe(
      docPageId("2.0", "tutorial-basics/create-a-page"),
    );
  });
});
