import { describe, expect, it } from "vitest";
import { applyTransaction, MutationError, type StandInDocument } from "./studio/content-lake-mutations.ts";
import { planProjectVersionCut, type ProjectSnapshot } from "./cut-version-in-project.ts";

const link = (key: string, href: string) => ({ _type: "link", _key: key, href });
const internal = (key: string, ref: string) => ({ _type: "internalLink", _key: key, reference: { _ref: ref } });

/** Two versions; 2.0 has two pages, one linking to the other by reference and by a plain /docs/ link. */
const snapshot = (): ProjectSnapshot => ({
  versions: [
    {
      _id: "docVersion.2-0",
      _rev: "v20",
      name: "2.0",
      label: "2.0",
      pathSegment: "current",
      status: "current",
      order: 0,
    },
    {
      _id: "docVersion.1-37",
      _rev: "v137",
      name: "1.37",
      label: "1.37",
      pathSegment: "1.37",
      status: "unmaintained",
      order: 1,
    },
  ],
  pages: [
    {
      _id: "docPage.2-0.intro",
      _type: "docPage",
      _rev: "p1",
      slug: { current: "intro" },
      version: { _ref: "docVersion.2-0" },
      body: [
        {
          _type: "block",
          _key: "b1",
          markDefs: [
            link("m1", "/docs/api/payments/create"),
            link("m2", "/docs/1.37/intro"),
            internal("m3", "docPage.2-0.guide"),
          ],
          children: [],
        },
      ],
    },
    {
      _id: "docPage.2-0.guide",
      _type: "docPage",
      _rev: "p2",
      slug: { current: "guide" },
      version: { _ref: "docVersion.2-0" },
    },
  ],
  apiSpec: {
    _id: "apiSpec.2-0",
    _type: "apiSpec",
    _rev: "s1",
    title: "Tidewire API",
    version: { _ref: "docVersion.2-0" },
  },
  draftIds: ["drafts.docPage.2-0.guide"],
});

describe("a version cut in a Sanity project", () => {
  it("copies pages and the API specification, re-points the copies' links and pins the old pages' /docs/ links", () => {
    const { mutations, result } = planProjectVersionCut("2.1", snapshot());
    const created = mutations.flatMap((mutation) => ("create" in mutation ? [mutation.create] : []));
    expect(created.map((doc) => doc._id)).toEqual([
      "docVersion.2-1",
      "docPage.2-1.intro",
      "docPage.2-1.guide",
      "apiSpec.2-1",
    ]);
    expect(created[0]).toMatchObject({ status: "current", pathSegment: "2.1", order: 0 });
    const introCopy = JSON.stringify(created[1]);
    expect(introCopy).toContain('"_ref":"docPage.2-1.guide"');
    expect(introCopy).toContain('"href":"/docs/api/payments/create"');
    expect(created[3]).toMatchObject({ version: { _ref: "docVersion.2-1" }, title: "Tidewire API" });
    expect(created.every((doc) => !("_rev" in doc))).toBe(true);

    const patches = mutations.flatMap((mutation) => ("patch" in mutation ? [mutation.patch] : []));
    expect(patches).toEqual([
      {
        id: "docVersion.2-0",
        ifRevisionID: "v20",
        set: { order: 1, status: "unmaintained", pathSegment: "2.0" },
      },
      { id: "docVersion.1-37", ifRevisionID: "v137", set: { order: 2 } },
      {
        id: "docPage.2-0.intro",
        ifRevisionID: "p1",
        set: { 'body[_key=="b1"].markDefs[_key=="m1"].href': "/docs/2.0/api/payments/create" },
      },
    ]);
    expect(result).toEqual({
      newVersion: "2.1",
      previousVersion: "2.0",
      copiedPages: 2,
      copiedApiSpec: true,
      rewrittenLinks: 1,
      draftIds: ["drafts.docPage.2-0.guide"],
    });
  });

  it("applies nothing when a page was published after the cut read it", () => {
    const { mutations } = planProjectVersionCut("2.1", snapshot());
    const { versions, pages, apiSpec } = snapshot();
    const documents = [...versions, ...pages, apiSpec!] as StandInDocument[];
    documents.find((doc) => doc._id === "docPage.2-0.intro")!._rev = "published-meanwhile";
    const before = structuredClone(documents);
    expect(() => applyTransaction(documents, mutations)).toThrow(MutationError);
    expect(documents).toEqual(before);
  });

  it("refuses a version that exists, as the file cut does", () => {
    expect(() => planProjectVersionCut("1.37", snapshot())).toThrow("Version 1.37 already exists (the dataset)");
  });
});
