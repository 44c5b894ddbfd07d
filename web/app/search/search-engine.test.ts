import { describe, expect, it } from "vitest";
import type { SearchDocument } from "./search-document.ts";
import { headingBonus } from "./search-engine.ts";
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
