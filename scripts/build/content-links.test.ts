import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { LinkingDocument } from "../../web/app/content/queries/query-results.ts";
import { brokenLinks, builtSiteTargets, type LinkTargets } from "./content-links.ts";
import { builtPage } from "./hosting/html-files.ts";

const CURRENT = { pathSegment: "2.0", status: "current" };

/** A Portable Text paragraph with one link mark. */
const paragraph = (key: string, markDef: Record<string, unknown>) => ({
  _type: "block",
  _key: key,
  markDefs: [{ _key: `${key}-link`, ...markDef }],
  children: [{ _type: "span", _key: `${key}-span`, text: "Read more", marks: [`${key}-link`] }],
});

const guide = (id: string, slug: string, body: unknown[]): LinkingDocument => ({
  _id: id,
  _type: "docPage",
  slug: { current: slug },
  version: CURRENT,
  body,
});

/** A site of three pages: /docs/intro (anchors quote, fees), /docs/payments (anchor create), /blog. */
const site: LinkTargets = {
  serves: (path) => ["/docs/intro", "/docs/payments", "/blog", "/blog/rss.xml", "/docs"].includes(path),
  anchorsOf: (path) =>
    ({ "/docs/intro": new Set(["quote", "fees"]), "/docs/payments": new Set(["create"]) })[path] ?? null,
};

describe("brokenLinks", () => {
  it("passes links to pages, files and anchors that exist, and links off the site", () => {
    const documents = [
      guide("docPage.2-0.intro", "intro", [
        paragraph("a", { _type: "link", href: "/docs/payments#create" }),
        paragraph("b", { _type: "link", href: "#fees" }),
        paragraph("c", { _type: "link", href: "/blog/rss.xml" }),
        paragraph("d", { _type: "link", href: "/blog/?page=1" }),
        paragraph("e", { _type: "link", href: "https://example.com/nowhere" }),
        paragraph("f", { _type: "internalLink", reference: { _ref: "docPage.2-0.payments" }, anchor: "create" }),
      ]),
      guide("docPage.2-0.payments", "payments", []),
    ];
    expect(brokenLinks(documents, site)).toEqual([]);
  });

  it("names the document and the field path of a link to a missing page, heading or document", () => {
    const documents = [
      guide("docPage.2-0.intro", "intro", [
        paragraph("a", { _type: "link", href: "/docs/payment" }),
        paragraph("b", { _type: "link", href: "#no-such-heading" }),
        paragraph("c", { _type: "internalLink", reference: { _ref: "docPage.2-0.payments" }, anchor: "refund" }),
        paragraph("d", { _type: "internalLink", reference: { _ref: "docPage.2-0.deleted" } }),
      ]),
      guide("docPage.2-0.payments", "payments", []),
    ];
    const field = (key: string, name: string) => `body[_key=="${key}"].markDefs[_key=="${key}-link"].${name}`;
    expect(brokenLinks(documents, site).map((error) => [error.documentId, error.field, error.detail])).toEqual([
      ["docPage.2-0.intro", field("a", "href"), "links to /docs/payment, but the site has no page /docs/payment"],
      [
        "docPage.2-0.intro",
        field("b", "href"),
        'links to #no-such-heading, but /docs/intro has no heading or element with the anchor "no-such-heading"',
      ],
      [
        "docPage.2-0.intro",
        field("c", "anchor"),
        'links to /docs/payments#refund, but that page has no heading "refund"',
      ],
      [
        "docPage.2-0.intro",
        field("d", "reference"),
        "links to document docPage.2-0.deleted, which has no page on the site",
      ],
    ]);
  });

  it("checks the announcement bar, hero actions and the site settings, which show on every page", () => {
    const documents: LinkingDocument[] = [
      {
        _id: "announcementBar",
        _type: "announcementBar",
        content: [paragraph("a", { _type: "link", href: "/blog/launch" })],
      },
      { _id: "siteSettings", _type: "siteSettings", footer: { links: [{ _key: "k", label: "Fees", href: "#fees" }] } },
      { _id: "page.home", _type: "page", slug: { current: "docs" }, hero: { primary: { href: "/docs/intro#quote" } } },
    ];
    expect(brokenLinks(documents, site).map((error) => [error.documentId, error.field])).toEqual([
      ["announcementBar", 'content[_key=="a"].markDefs[_key=="a-link"].href'],
      ["siteSettings", 'footer.links[_key=="k"].href'],
    ]);
  });

  it("skips a document whose page the build did not render (a post dated in the future)", () => {
    const documents: LinkingDocument[] = [
      {
        _id: "blogPost.next",
        _type: "blogPost",
        slug: { current: "next" },
        body: [paragraph("a", { _type: "link", href: "/nowhere" })],
      },
    ];
    expect(brokenLinks(documents, site)).toEqual([]);
  });
});

describe("builtSiteTargets", () => {
  const client = mkdtempSync(join(tmpdir(), "content-links-"));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("serves built pages, files and redirect sources, with the ids of each page's HTML as anchors", () => {
    mkdirSync(join(client, "blog"));
    writeFileSync(join(client, "blog/rss.xml"), "<rss/>");
    const targets = builtSiteTargets(
      client,
      [builtPage(join(client, "docs/intro/index.html"), "/docs/intro", '<main><h2 id="quote">Quote</h2></main>')],
      [{ from: "/docs/start", to: "/docs/intro" }],
    );
    expect(["/docs/intro", "/docs/start", "/blog/rss.xml", "/blog", "/docs/other"].map(targets.serves)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([...(targets.anchorsOf("/docs/start") ?? [])]).toEqual(["quote"]);
    expect(targets.anchorsOf("/blog/rss.xml")).toBeNull();
    // The next build, after the page was edited: its anchors are read from its new HTML.
    const edited = builtSiteTargets(
      client,
      [builtPage(join(client, "docs/intro/index.html"), "/docs/intro", '<main><h2 id="fees">Fees</h2></main>')],
      [],
    );
    expect([...(edited.anchorsOf("/docs/intro") ?? [])]).toEqual(["fees"]);
  });
});
