import { describe, expect, it } from "vitest";
import { DOC_SLUG, KEBAB_CASE } from "../../web/app/lib/content-rules.ts";
import { docSlugFromTitle, kebabKey } from "./doc-slug.ts";

describe("Generate on a doc page slug", () => {
  it("keeps the page in its folder", () => {
    expect(docSlugFromTitle("Create a payout", "api-docs/payments")).toBe("api-docs/create-a-payout");
    expect(docSlugFromTitle("Quick start", "guides/start/old")).toBe("guides/start/quick-start");
  });

  it("makes a top-level slug for a page without a folder or slug yet", () => {
    expect(docSlugFromTitle("Introduction", "intro")).toBe("introduction");
    expect(docSlugFromTitle("Introduction", undefined)).toBe("introduction");
  });

  it("gives a slug the build accepts for titles with punctuation and accents", () => {
    expect(docSlugFromTitle("Réseau SEPA — délais", undefined)).toBe("reseau-sepa-delais");
    for (const title of ["Payouts & FX: what's new?", "Réseau SEPA — délais", "  Two  spaces  "])
      expect(docSlugFromTitle(title, "api-docs/x")).toMatch(DOC_SLUG);
  });
});

describe("Generate on a tag or author key", () => {
  it("turns the label into a key the schema accepts", () => {
    expect(kebabKey("Stablecoin Off-Ramp")).toBe("stablecoin-off-ramp");
    expect(kebabKey("Maya Okafor")).toBe("maya-okafor");
    expect(kebabKey("José Ñúñez")).toBe("jose-nunez");
    for (const label of ["FX & Payouts!", "  Two  spaces  ", "Réseau"]) expect(kebabKey(label)).toMatch(KEBAB_CASE);
  });
});
