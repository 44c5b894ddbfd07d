import { describe, expect, it } from "vitest";
import { HEX_COLOUR, linkHrefProblem } from "./content-rules.ts";

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
