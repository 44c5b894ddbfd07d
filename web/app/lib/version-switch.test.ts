import { describe, expect, it } from "vitest";
import { apiVersionLinks, versionLinks } from "./version-switch.ts";

const versions = [
  { name: "2.0", label: "2.0", pathSegment: "2.0", status: "current" as const },
  { name: "1.37", label: "1.37", pathSegment: "1.37", status: "unmaintained" as const },
];
const slugs = new Map([
  ["2.0", new Set(["intro", "api-docs/payments", "api-docs/users"])],
  ["1.37", new Set(["intro", "api-docs/payments", "tutorial-basics/create-a-page"])],
]);

describe("versionLinks", () => {
  it("goes to the same page in the other version when it exists", () => {
    const links = versionLinks(versions, "api-docs/payments", slugs);
    expect(links.map((l) => [l.name, l.href, l.samePage])).toEqual([
      ["2.0", "/docs/api-docs/payments", true],
      ["1.37", "/docs/1.37/api-docs/payments", true],
    ]);
  });

  it("falls back to that version's intro when the page does not exist there", () => {
    expect(versionLinks(versions, "tutorial-basics/create-a-page", slugs)[0]).toMatchObject({ href: "/docs/intro", samePage: false });
    expect(versionLinks(versions, "api-docs/users", slugs)[1]).toMatchObject({ href: "/docs/1.37/intro", samePage: false });
  });
});

describe("apiVersionLinks", () => {
  const api = new Map([
    ["2.0", [{ group: "authentication", operations: new Set(["authenticate", "logout"]) }, { group: "users", operations: new Set(["sign-up"]) }]],
    ["1.37", [{ group: "authentication", operations: new Set(["authenticate"]) }]],
  ]);

  it("goes to the same operation in the other version when it exists", () => {
    expect(apiVersionLinks(versions, "authentication", "authenticate", api).map((l) => l.href)).toEqual([
      "/docs/api/authentication/authenticate",
      "/docs/1.37/api/authentication/authenticate",
    ]);
  });

  it("falls back to the other version's API reference start when the operation or group is missing", () => {
    expect(apiVersionLinks(versions, "authentication", "logout", api)[1]).toMatchObject({ href: "/docs/1.37/api/authentication", samePage: false });
    expect(apiVersionLinks(versions, "users", null, api)[1]).toMatchObject({ href: "/docs/1.37/api/authentication", samePage: false });
  });

  it("goes to the intro of a version without an API reference", () => {
    expect(apiVersionLinks(versions, "users", "sign-up", new Map([["2.0", api.get("2.0")!]]))[1].href).toBe("/docs/1.37/intro");
  });
});
