import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { docPageId } from "../../scripts/build/dataset/document-ids.ts";
import { exportArguments, readDataNdjson, toBuildDataset } from "../../scripts/dev/studio/export-dataset.ts";
import { importArguments, prepareImport } from "../../scripts/dev/studio/import-dataset.ts";
import { parseFlags, resolveProjectTarget, ScriptInputError } from "../../scripts/dev/studio/project-target.ts";
import { docPageSubtitle, resolveSiteOrigin, sitePathFor, siteUrlFor } from "../../studio/lib/site-url.ts";
import {
  announcementContentChanged,
  DOC_SLUG,
  getPublishedId,
  headingLevels,
  isOfflineCliValidation,
  KEBAB_CASE,
  notReserved,
  OFFLINE_VALIDATION_ENV,
  slugFormat,
} from "../../schemas/validation.ts";
import { copyDocPageToVersion, docPageIdFor, internalLinkRefs } from "../../studio/lib/copy-to-version.ts";

import { sidebarGroups } from "../../studio/structure.ts";
import { placedDocPageValue } from "../../studio/templates.ts";

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

  it("tells a changed announcement from changed colours", () => {
    const bar = (text: string, href = "/docs/intro") => [
      { _type: "block", children: [{ _type: "span", text }], markDefs: [{ _type: "link", href }] },
    ];
    expect(announcementContentChanged(bar("Stablecoin is GA"), bar("Stablecoin is GA"))).toBe(false);
    expect(announcementContentChanged(bar("Stablecoin is GA"), bar("Stablecoin is GA in 2.0"))).toBe(true);
    expect(announcementContentChanged(bar("Read more"), bar("Read more", "/docs/api-docs/stablecoin"))).toBe(true);
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
