import { describe, expect, it } from "vitest";
import { breakPoints } from "./break-points.ts";

describe("where inline code may wrap", () => {
  it("keeps https:// with its host, and breaks the host before dots and the path after slashes", () => {
    expect(breakPoints("https://api.sandbox.tidewire.example/v2")).toEqual([
      "https://api",
      ".sandbox",
      ".tidewire",
      ".example/",
      "v2",
    ]);
    expect(breakPoints("https://api.tidewire.example/v2/payments/{id}")).toEqual([
      "https://api",
      ".tidewire",
      ".example/",
      "v2/",
      "payments/",
      "{id}",
    ]);
  });

  it("breaks a path after each slash but its first and last", () => {
    expect(breakPoints("/beneficiaries/requirements")).toEqual(["/beneficiaries/", "requirements"]);
    expect(breakPoints("/docs/api/")).toEqual(["/docs/", "api/"]);
    expect(breakPoints("expires_at")).toEqual(["expires_at"]);
  });

  it("loses nothing", () => {
    for (const text of ["https://a.b/c//d", "a/b.c/d", "//x", "file:///tmp/a"])
      expect(breakPoints(text).join("")).toBe(text);
  });
});
