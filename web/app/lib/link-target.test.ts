import { describe, expect, it } from "vitest";
import { linkTargetProblem, type LinkableDocument, type LinkableSite } from "./link-target.ts";

const current = { status: "current", pathSegment: "2.0" };
const old = { status: "unmaintained", pathSegment: "1.37" };
const heading = (text: string) => ({ _type: "block", _key: text, style: "h2", children: [{ text }] });

const intro: LinkableDocument = {
  _id: "docPage.2-0.intro",
  _type: "docPage",
  slug: { current: "intro" },
  version: current,
};
const oldIntro: LinkableDocument = {
  _id: "docPage.1-37.intro",
  _type: "docPage",
  slug: { current: "intro" },
  version: old,
};
const post: LinkableDocument = { _id: "blogPost.launch", _type: "blogPost", slug: { current: "launch" } };
const site: LinkableSite = { documents: [intro, oldIntro, post], versions: [current, old] };
const bodies: Record<string, unknown[]> = {
  [intro._id]: [heading("Quote a payment"), heading("Fees")],
  [oldIntro._id]: [heading("Legacy quotes")],
};
const bodyOf = async (document: LinkableDocument) => bodies[document._id] ?? [];
const check = (href: string, own: LinkableDocument | null = post) => linkTargetProblem(href, own, site, bodyOf);

describe("linkTargetProblem, the Studio's warning for a link's address", () => {
  it("passes paths of published pages with their heading anchors, and what the documents do not decide", async () => {
    for (const href of [
      "/docs/intro",
      "/docs/intro/",
      "/docs/intro#quote-a-payment",
      "/docs/1.37/intro#legacy-quotes",
      "/blog/launch?ref=bar",
      "/blog/archive",
      "/docs/api/payments/create",
      "/errors/rate-limited",
      "https://example.com/#anything",
    ])
      expect(await check(href), href).toBeNull();
    expect(await check("#fees", intro)).toBeNull();
  });

  it("says which kind of page is missing at a path", async () => {
    expect(await check("/docs/intro-to-payments")).toMatch(
      /No published doc page has the address \/docs\/intro-to-payments/,
    );
    expect(await check("/docs/1.37/payouts")).toMatch(/No published doc page has the address \/docs\/1\.37\/payouts/);
    expect(await check("/blog/lanch")).toMatch(/No published blog post has the address \/blog\/lanch/);
    expect(await check("/pricing")).toMatch(/No published page has the address \/pricing/);
  });

  it("names an anchor that no heading of the page has, on another page or its own", async () => {
    expect(await check("/docs/intro#quote")).toBe(
      '/docs/intro has no heading with the anchor "quote": check the heading\'s text, which the anchor is made from.',
    );
    expect(await check("#legacy-quotes", intro)).toMatch(
      /^\/docs\/intro has no heading with the anchor "legacy-quotes"/,
    );
  });

  it("refuses an #anchor alone where the link shows on every page (announcement bar, navbar)", async () => {
    expect(await check("#fees", null)).toMatch(/shows on every page/);
  });
});
