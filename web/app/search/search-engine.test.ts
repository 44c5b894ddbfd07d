import Fuse, { type IFuseOptions } from "fuse.js/min-basic";
import { describe, expect, it } from "vitest";
import { SEARCH_KEYS, type SearchDocument } from "./search-document.ts";
import { EXACT_MATCH_OPTIONS, headingBonus } from "./search-engine.ts";
import { wordStartPattern } from "./search-tokens.ts";

const section = (title: string, heading = "", hash = ""): SearchDocument => ({
  t: title,
  u: "/docs/example",
  h: hash,
  s: heading,
  b: [],
  d: "",
  k: "",
  c: "",
});

describe("headingBonus", () => {
  const payment = wordStartPattern("payment");

  it("counts a word that ends the title as whole, as one with words after it", () => {
    expect(headingBonus(section("Create a payment"), payment)).toBe(
      headingBonus(section("A payment created"), payment),
    );
    expect(headingBonus(section("Create a payment"), payment)).toBeGreaterThan(
      headingBonus(section("Create a payments"), payment),
    );
  });

  it("counts a word that ends the heading as whole", () => {
    const heading = (text: string) => headingBonus(section("Overview", text, "anchor"), payment);
    expect(heading("Refund a payment")).toBe(heading("The payment refunded"));
    expect(heading("Refund a payment")).toBeGreaterThan(heading("Refund payments"));
  });

  it("gives nothing for the term inside a word", () => {
    expect(headingBonus(section("Prepayment", "Prepayments", "anchor"), payment)).toBe(0);
  });
});

describe("EXACT_MATCH_OPTIONS", () => {
  const keys = SEARCH_KEYS.map((key) => ({ ...key }));
  const filler = "lorem ipsum dolor sit amet consectetur ".repeat(4);
  const docs = [
    { t: "idempotency", s: "", d: "", k: "", c: "" },
    { t: "Idempotency keys", s: "Retry with an idempotency key", d: "", k: "", c: `${filler}idempotency key` },
    { t: "Payments", s: "", d: "a key for idempotency", k: "idempotent", c: `${filler}x` },
    { t: "Quotes", s: "", d: "", k: "", c: `${filler}the quote expired before the payment was created` },
    { t: "Quotes", s: "", d: "", k: "", c: `the quote expired before the payment ${filler}` },
    { t: "Webhooks", s: "idempotencyy", d: "", k: "", c: "idempotenc" },
  ];
  const scores = (pattern: string, options: IFuseOptions<(typeof docs)[number]>) =>
    new Fuse(docs, { includeScore: true, keys, ...options })
      .search(pattern)
      .map(({ refIndex, score }) => [refIndex, score]);

  it.each([
    "idempotency",
    "idempotency key",
    "the quote expired before the payment",
    "expired before the payment was created",
  ])("scores %j as Fuse does reading every field to its end, exact matches only", (pattern) => {
    const expected = scores(pattern, { ignoreLocation: true, threshold: 0 });
    expect(expected.length).toBeGreaterThan(0);
    expect(scores(pattern, EXACT_MATCH_OPTIONS)).toEqual(expected);
  });
});
