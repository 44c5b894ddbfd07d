import { describe, expect, it } from "vitest";
import { colourContrastProblem, contrastRatio, HEX_COLOUR, linkHrefProblem } from "./content-rules.ts";

describe("linkHrefProblem", () => {
  it.each([
    "/docs/intro",
    "/docs/intro#quote-a-payment",
    "/blog?tag=x",
    "#anchor",
    "https://tidewire.example/status",
    "http://example.com",
    "mailto:dev@tidewire.example",
    "/%2F%2Fstays-on-this-site",
  ])("accepts %s", (href) => expect(linkHrefProblem(href)).toBeNull());

  it.each([
    ["javascript:alert(1)", /javascript:/],
    ["JaVaScRiPt:alert(1)", /javascript:/],
    ["data:text/html,<script>alert(1)</script>", /data:/],
    ["vbscript:msgbox", /vbscript:/],
    ["//evil.example/", /another site/],
    ["/\\evil.example/", /another site/],
    ["/\t/evil.example/", /spaces, tabs or line breaks/],
    [" javascript:alert(1)", /spaces, tabs or line breaks/],
    ["docs/intro", /Start the address/],
    ["https://", /Start the address/],
    ["", /Add the address/],
  ])("refuses %j", (href, message) => expect(linkHrefProblem(href)).toMatch(message));
});

describe("HEX_COLOUR", () => {
  it("takes # and six hex digits and nothing else", () => {
    expect(HEX_COLOUR.test("#0b3d91")).toBe(true);
    for (const value of ["#0b3d91; position: fixed; inset: 0", "red", "#fff", "#0b3d91 ", "url(x)", "#0b3d9g"])
      expect(HEX_COLOUR.test(value), value).toBe(false);
  });
});

describe("colourContrastProblem", () => {
  it("measures the WCAG contrast ratio: 21:1 for black on white, 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#0b3d91", "#0b3d91")).toBe(1);
  });

  it("passes the bar's default pair and refuses text too close to its background, with the ratio", () => {
    expect(colourContrastProblem("#ffffff", "#0b3d91")).toBeNull();
    expect(colourContrastProblem("#767676", "#ffffff")).toBeNull(); // 4.54:1, the lightest grey that passes
    // colord rounds the ratio down (4.478 → 4.47), so a pair just under the minimum never shows as passing.
    expect(colourContrastProblem("#777777", "#ffffff")).toBe(
      "The text and background colours have a contrast of 4.47:1; readers need at least 4.5:1. Make one of them darker or lighter.",
    );
    expect(colourContrastProblem("#ffff00", "#ffffff")).toMatch(/contrast of 1\.07:1/);
  });

  it("leaves malformed colours to HEX_COLOUR's own message", () => {
    expect(colourContrastProblem("#fff", "#ffffff")).toBeNull();
  });
});
