import { describe, expect, it } from "vitest";
import { highlightTerms, parseQuery } from "./search-query.ts";

const plain = (text: string) => ({ text, field: null, prefix: false, fuzzy: null, boost: 1, phrase: false });

describe("parseQuery", () => {
  it("reads plain words in lower case", () => {
    expect(parseQuery("Create Payment")).toEqual([plain("create"), plain("payment")]);
  });

  it("reads field, prefix, fuzzy, boost and phrase syntax", () => {
    expect(parseQuery('title:quote benef* paymnet~2 webhook^3 "idempotency key" heading:"rate expiry"')).toEqual([
      { ...plain("quote"), field: "title" },
      { ...plain("benef"), prefix: true },
      { ...plain("paymnet"), fuzzy: 2 },
      { ...plain("webhook"), boost: 3 },
      { ...plain("idempotency key"), phrase: true },
      { ...plain("rate expiry"), field: "heading", phrase: true },
    ]);
  });

  it("keeps API paths and identifiers searchable", () => {
    expect(parseQuery("/payments/{payment_id}/fund")).toEqual([plain("/payments/{payment_id}/fund")]);
    expect(parseQuery("account_name_kana")).toEqual([plain("account_name_kana")]);
  });

  it.each([
    ["title:", [plain("title")]],
    ["^^", []],
    ["~x", [plain("x")]],
    ['"unbalanced quote', [plain("unbalanced"), plain("quote")]],
    ["colour:blue", [plain("colour"), plain("blue")]],
    ["", []],
    ["***", []],
  ])("never throws on malformed input %j", (input, expected) => {
    expect(parseQuery(input)).toEqual(expected);
  });

  it("reads at most 200 characters and 12 terms of a very long query", () => {
    const terms = parseQuery("payment ".repeat(70));
    expect(terms.length).toBe(12);
    expect(parseQuery("x".repeat(500))[0].text.length).toBe(200);
  });
});

describe("highlightTerms", () => {
  it("lists the words to mark, with phrases also split into words", () => {
    expect(highlightTerms(parseQuery('"quote expired" fund a'))).toEqual(["quote expired", "quote", "expired", "fund"]);
  });
});
