import { describe, expect, it } from "vitest";
import { matchedWords, singularPrefix, tokenize, wordStartPattern, wordText } from "./search-tokens.ts";

describe("search tokens", () => {
  it("splits at anything but letters, digits and _", () => {
    expect(tokenize("POST /payments/{payment_id}/fund, off-ramp")).toEqual([
      "post",
      "payments",
      "payment_id",
      "fund",
      "off",
      "ramp",
    ]);
  });

  it("keeps a word's inner punctuation and drops what surrounds it", () => {
    expect(wordText('Amount, currency and "bank_details.iban": /stablecoin/transactions.')).toBe(
      "amount currency and bank_details.iban stablecoin/transactions",
    );
  });

  it("matches plural and singular by the prefix they share", () => {
    expect(singularPrefix("fees")).toBe("fee");
    expect(singularPrefix("changes")).toBe("change");
    expect(singularPrefix("policies")).toBe("polic");
    expect(singularPrefix("address")).toBe("address");
    expect(singularPrefix("status")).toBe("status");
    expect(singularPrefix("gas")).toBe("gas");
  });
});

describe("matchedWords", () => {
  it("matches each word where a word starts with it, up to that word's end, in any case", () => {
    const found = [..."Validation: revalidate VALID values, invalid one.".matchAll(matchedWords(["valid"]))].map(
      (match) => match[0],
    );
    expect(found).toEqual(["Validation", "VALID"]);
  });

  it("matches nothing for no words, and takes words as text, not patterns", () => {
    expect("anything".match(matchedWords([]))).toBeNull();
    expect("a.b axb".match(matchedWords(["a.b"]))).toEqual(["a.b"]);
  });
});

describe("wordStartPattern", () => {
  const rest = (text: string) => text.match(wordStartPattern("payment"))?.groups?.rest;

  it("finds the first word the term begins, in any case, with the rest of that word", () => {
    expect(rest("Create a payment")).toBe("");
    expect(rest("Payment status")).toBe("");
    expect(rest("Payments, then payment")).toBe("s");
  });

  it("finds nothing inside a word", () => {
    expect(rest("Prepayment")).toBeUndefined();
  });
});
