import { describe, expect, it } from "vitest";
import { type HandbookPage, handbookContents, handbookImageUrl, handbookLink } from "./handbook-pages.ts";

const page = (id: string, slug: string, position: number, order = 1): HandbookPage => ({
  _id: id,
  _type: "docPage",
  title: id,
  slug: { current: slug },
  description: null,
  position,
  version: { status: "unmaintained", pathSegment: "1.37", order },
  body: [],
});

describe("the Studio's Handbook tool", () => {
  it("lists the newest version's handbook pages in sidebar order", () => {
    const pages = [
      page("b", "tutorial-basics/b", 2),
      page("a", "tutorial-basics/a", 1),
      page("old", "tutorial-basics/old", 0, 5),
    ];
    expect(handbookContents(pages).map((p) => p._id)).toEqual(["a", "b"]);
  });

  it("keeps links between handbook pages in the tool and sends the others to the Studio or the site", () => {
    const pages = [page("docPage.1-37.a", "tutorial-basics/a", 1)];
    expect(handbookLink({ href: "/docs/1.37/tutorial-basics/a#step-2" }, pages, "https://docs.example")).toEqual({
      page: "docPage.1-37.a",
    });
    expect(handbookLink({ ref: "docPage.1-37.a" }, pages, null)).toEqual({ page: "docPage.1-37.a" });
    expect(handbookLink({ ref: "docPage.2-0.intro" }, pages, null)).toEqual({ document: "docPage.2-0.intro" });
    expect(handbookLink({ href: "/blog" }, pages, "https://docs.example")).toEqual({
      url: "https://docs.example/blog",
    });
    expect(handbookLink({ href: "https://sanity.io" }, pages, null)).toEqual({ url: "https://sanity.io" });
  });

  it("shows images from the Sanity CDN or the site, never from other schemes", () => {
    expect(handbookImageUrl({ assetUrl: "https://cdn.sanity.io/images/p/d/a-1x1.png" }, null)).toBe(
      "https://cdn.sanity.io/images/p/d/a-1x1.png",
    );
    expect(handbookImageUrl({ assetUrl: "/images/a.png" }, "https://docs.example")).toBe(
      "https://docs.example/images/a.png",
    );
    expect(handbookImageUrl({ assetUrl: "/images/a.png" }, null)).toBeNull();
    expect(handbookImageUrl({ assetUrl: "javascript:alert(1)" }, null)).toBeNull();
    expect(handbookImageUrl({}, null)).toBeNull();
  });
});
