import { describe, expect, it } from "vitest";
import type { SearchHit } from "./search-engine.ts";
import { groupEntries, groupHits } from "./search-groups.ts";

const hit = (url: string, hash: string): SearchHit => ({
  doc: { t: url, u: url, h: hash, s: hash, b: [], d: "", k: "", c: "" },
  context: "guides",
  snippet: "",
  highlights: [],
  terms: [],
});

describe("groupHits", () => {
  const hits = [hit("/a", ""), hit("/a", "one"), hit("/b", "x"), hit("/a", "two"), hit("/a", "three"), hit("/c", "")];

  it("shows each page once, in the order of its best hit, with its next sections beneath", () => {
    const groups = groupHits(hits);
    expect(groups.map((group) => group.url)).toEqual(["/a", "/b", "/c"]);
    expect(groups[0].page.doc.h).toBe("");
    expect(groups[0].sections.map((section) => section.doc.h)).toEqual(["one", "two", "three"]);
  });

  it("limits sections per page and entries in all, taking them in rank order", () => {
    const entries = groupEntries(groupHits(hits, { maxOptions: 4, maxSectionsPerPage: 1 }));
    expect(entries.map(({ hit: { doc }, kind }) => `${kind} ${doc.u}#${doc.h}`)).toEqual([
      "page /a#",
      "section /a#one",
      "page /b#x",
      "page /c#",
    ]);
  });
});
