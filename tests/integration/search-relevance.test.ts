import { describe, expect, it } from "vitest";
import { builtSearch } from "../../scripts/build/search/build-search-index.ts";
import { RELEVANCE_CASES } from "../../scripts/checks/bench/bench-queries.ts";
import { SEARCH_CONTEXTS } from "../../web/app/search/search-contexts.ts";
import { groupEntries, groupHits } from "../../web/app/search/search-groups.ts";
import {
  MAX_SUGGESTIONS,
  SEARCH_PAGE_HITS,
  SECTIONS_PER_PAGE,
  SUGGESTION_HITS,
} from "../../web/app/search/suggestion-limits.ts";
import { builtClient } from "../support/built-site.ts";

const client = builtClient();

describe("search relevance on the built indexes", () => {
  // The indexes of the last build (npm test builds before running Vitest).
  const { engine, manifest, indexes } = builtSearch(client);

  /** Cases in the older version, whose name only tests may write. */
  const olderCases = [
    { query: "sell_currency", expected: "/docs/1.37/api/conversions/quote", contexts: ["api" as const] },
    { query: "create payment", expected: "/docs/1.37/api/payments/create" },
    {
      query: "tutorial create a page",
      expected: "/docs/1.37/tutorial-basics/create-a-page",
      contexts: ["guides" as const],
    },
  ];
  const cases = [
    ...RELEVANCE_CASES.map((c) => ({ ...c, version: manifest.currentVersion })),
    ...olderCases.map((c) => ({ ...c, version: "1.37" })),
  ];

  it("puts the expected page in the top 3 for at least 95% of 70+ realistic queries", () => {
    const misses = cases.filter(({ query, expected, version, contexts }) => {
      const hits = engine.search(query, version, contexts ?? [...SEARCH_CONTEXTS], 8);
      return ![...new Set(hits.map((hit) => hit.doc.u))].slice(0, 3).includes(expected);
    });
    const share = (cases.length - misses.length) / cases.length;
    console.log(
      `search relevance: top 3 for ${(share * 100).toFixed(1)}% of ${cases.length} queries` +
        (misses.length ? `; misses: ${misses.map((c) => `"${c.query}" → ${c.expected}`).join(", ")}` : ""),
    );
    expect(cases.length).toBeGreaterThanOrEqual(70);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it("never returns a page of another version", () => {
    const hits = engine.search("create payment", "1.37", [...SEARCH_CONTEXTS], 50);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.doc.u.startsWith("/docs/1.37/"))).toBe(true);
  });

  it("answers malformed syntax with results instead of an error", () => {
    for (const query of ["title:", "^^", "~x", '"unbalanced', "x".repeat(500), "payment^^", 'title:"quote']) {
      expect(() => engine.search(query, manifest.currentVersion, [...SEARCH_CONTEXTS], 8)).not.toThrow();
    }
    expect(engine.search('"quote', manifest.currentVersion, ["api"], 8).length).toBeGreaterThan(0);
  });

  it("indexes whole sections: sentences deep in the payments guide find it", () => {
    for (const query of ["Vietnamese bank codes", "textile mill", "until every required document"]) {
      const pages = engine.search(query, manifest.currentVersion, ["guides"], 8).map((hit) => hit.doc.u);
      expect(pages.slice(0, 3), query).toContain("/docs/api-docs/payments");
    }
  });

  it("indexes text, never markup or page chrome", () => {
    for (const { docs } of indexes) {
      for (const doc of docs) {
        for (const text of [doc.t, doc.s, doc.d, doc.k, doc.c]) {
          expect(text, `${doc.u}#${doc.h}`).not.toMatch(/<|class="|View as Markdown|All posts|Copy page/);
          expect(text, `${doc.u}#${doc.h}`).not.toMatch(/\p{L} [.,;] \p{L}/u);
        }
      }
    }
  });

  it("answers a reader's one-word questions with the guide or operation, each snippet once", () => {
    const cases = [
      { query: "refund", expected: /^\/docs\/api-docs\// },
      { query: "quote", expected: /^\/docs\/api\/(payments|conversions)\/quote$/ },
      { query: "beneficiary validation", expected: /^\/docs\/api\/beneficiaries\/beneficiary-validation$/ },
    ];
    for (const { query, expected } of cases) {
      const hits = engine.search(query, manifest.currentVersion, [...SEARCH_CONTEXTS], MAX_SUGGESTIONS);
      const pages = [...new Set(hits.map((hit) => hit.doc.u))];
      expect(
        pages.slice(0, 3).some((url) => expected.test(url)),
        `${query}: ${pages.slice(0, 3).join(", ")}`,
      ).toBe(true);
      const snippets = hits.map((hit) => hit.snippet);
      expect(new Set(snippets).size, `${query}: ${snippets.join(" | ")}`).toBe(snippets.length);
    }
  });

  it("offers a guide among the search box's suggestions for quote, beside the operations and the error", () => {
    const hits = engine.search("quote", manifest.currentVersion, [...SEARCH_CONTEXTS], SUGGESTION_HITS);
    const shown = groupEntries(groupHits(hits, { maxOptions: MAX_SUGGESTIONS, maxSectionsPerPage: SECTIONS_PER_PAGE }));
    const urls = shown.map(({ hit }) => hit.doc.u);
    expect(
      urls.some((url) => url.startsWith("/docs/api-docs/")),
      urls.join(", "),
    ).toBe(true);
    expect(urls).toContain("/docs/api/payments/quote");
    expect(urls).toContain("/docs/api/conversions/quote");
  });

  it("finds every form of a word: validation finds validate, and the snippet marks the form it found", () => {
    const hits = engine.search("validation", manifest.currentVersion, ["api"], 50);
    const validate = hits.find((hit) => hit.doc.u === "/docs/api/beneficiaries/beneficiary-validation" && !hit.doc.h);
    expect(validate, "the Validate beneficiary details operation").toBeDefined();
    const marked = validate!.highlights.map(([start, end]) => validate!.snippet.slice(start, end).toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((word) => word.startsWith("valid"))).toBe(true);
  });

  it("shows the matched word in every snippet: plural, typo and keyword matches included", () => {
    const blank: string[] = [];
    for (const { query, contexts } of RELEVANCE_CASES) {
      for (const hit of engine.search(query, manifest.currentVersion, contexts ?? [...SEARCH_CONTEXTS], 8))
        if (!hit.highlights.length) blank.push(`"${query}" → ${hit.doc.u}#${hit.doc.h}: ${hit.snippet}`);
    }
    expect(blank).toEqual([]);
    const typo = engine.search("paymnet~2", manifest.currentVersion, ["api"], 8);
    expect(typo.length).toBeGreaterThan(0);
    for (const hit of typo)
      expect(hit.highlights.map(([start, end]) => hit.snippet.slice(start, end).toLowerCase()).join(" ")).toMatch(
        /pay/,
      );
  });

  it("gives the search page every hit it asks for when many sections hold the words, from guides and the API", () => {
    const hits = engine.search("payment", manifest.currentVersion, [...SEARCH_CONTEXTS], SEARCH_PAGE_HITS);
    expect(hits).toHaveLength(SEARCH_PAGE_HITS);
    expect(new Set(hits.map((hit) => hit.context))).toEqual(new Set(["guides", "api", "blog"]));
  });

  it("returns nothing for nonsense", () => {
    expect(engine.search("zzqxv wqpfk", manifest.currentVersion, [...SEARCH_CONTEXTS], 8)).toEqual([]);
  });

  it("keeps snippets to 50 characters plus ellipses, with highlights inside them", () => {
    for (const hit of engine.search("idempotency key", manifest.currentVersion, ["guides"], 8)) {
      expect(hit.snippet.replaceAll("…", "").length).toBeLessThanOrEqual(50);
      for (const [start, end] of hit.highlights)
        expect(hit.snippet.slice(start, end).toLowerCase()).toMatch(/idempotency|key/);
    }
  });
});
