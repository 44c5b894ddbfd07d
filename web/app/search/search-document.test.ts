import { describe, expect, it } from "vitest";
import { createSearchIndex, type SearchDocument } from "./search-document.ts";

const doc = (c: string): SearchDocument => ({ t: "T", u: "/t", h: "", s: "", b: [], d: "", k: "", c });

describe("createSearchIndex", () => {
  const file = createSearchIndex("2.0", "guides", [
    doc("Validate the details; validation runs on every field."),
    doc("One payment_id, on the 2nd; one more in refunds, refunded."),
  ]);
  const stemOf = (term: string) => file.stem[file.terms.indexOf(term)];

  it("gives each word the prefix it shares with the other forms of its stem", () => {
    expect(stemOf("validate")).toBe("validat".length);
    expect(stemOf("validation")).toBe("validat".length);
    expect(stemOf("refunds")).toBe(6);
    expect(stemOf("refunded")).toBe(6);
  });

  it("leaves alone words without other forms, shared prefixes under four letters, and names", () => {
    expect(stemOf("details")).toBe(0);
    expect(stemOf("on")).toBe(0);
    expect(stemOf("one")).toBe(0);
    expect(stemOf("payment_id")).toBe(0);
    expect(stemOf("2nd")).toBe(0);
  });
});
