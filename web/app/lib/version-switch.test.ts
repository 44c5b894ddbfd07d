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
    expect(versionLinks(versions, "tutorial-basics/create-a-page", slugs)[0]).toMatchObject({
      href: "/docs/intro",
      samePage: false,
    });
    expect(versionLinks(versions, "api-docs/users", slugs)[1]).toMatchObject({
      href: "/docs/1.37/intro",
      samePage: false,
    });
  });
});

describe("apiVersionLinks", () => {
  const op = (group: string, slug: string, operationId: string, method: string, path: string) => ({
    group: { slug: group },
    slug,
    operationId,
    method,
    path,
  });
  const authenticate = op("authentication", "authenticate", "authenticate", "POST", "/auth/token");
  const logout = op("authentication", "logout", "logout", "POST", "/auth/logout");
  const businessTypes = op("utils", "business-types-listing", "listBusinessTypes", "GET", "/utils/business-types");
  const api = new Map([
    [
      "2.0",
      [
        { group: "authentication", operations: [authenticate, logout] },
        { group: "utils", operations: [businessTypes] },
      ],
    ],
    [
      "1.37",
      [
        { group: "authentication", operations: [authenticate] },
        {
          group: "beneficiaries",
          operations: [
            op("beneficiaries", "business-types-listing", "listBusinessTypes", "GET", "/beneficiaries/business-types"),
          ],
        },
      ],
    ],
  ]);

  it("goes to the same operation in the other version when it exists", () => {
    expect(apiVersionLinks(versions, "authentication", authenticate, api).map((l) => l.href)).toEqual([
      "/docs/api/authentication/authenticate",
      "/docs/1.37/api/authentication/authenticate",
    ]);
  });

  it("follows an operation that moved to another group by its operationId", () => {
    expect(apiVersionLinks(versions, "utils", businessTypes, api)[1]).toMatchObject({
      href: "/docs/1.37/api/beneficiaries/business-types-listing",
      samePage: true,
    });
  });

  it("falls back to the same group's page, then to the API overview, and says which", () => {
    expect(apiVersionLinks(versions, "authentication", logout, api)[1]).toEqual(
      expect.objectContaining({ href: "/docs/1.37/api/authentication", samePage: false, fallback: "group" }),
    );
    expect(apiVersionLinks(versions, "utils", null, api)[1]).toEqual(
      expect.objectContaining({ href: "/docs/1.37/api", samePage: false, fallback: "overview" }),
    );
    expect(apiVersionLinks(versions, "authentication", null, api)[1]).toMatchObject({
      href: "/docs/1.37/api/authentication",
      samePage: true,
    });
  });

  it("on the overview goes to the other version's overview, or its intro when it has no API reference", () => {
    expect(apiVersionLinks(versions, null, null, api).map((l) => [l.href, l.samePage])).toEqual([
      ["/docs/api", true],
      ["/docs/1.37/api", true],
    ]);
    const withoutOlderApi = new Map([["2.0", api.get("2.0")!]]);
    expect(apiVersionLinks(versions, null, null, withoutOlderApi)[1]).toEqual(
      expect.objectContaining({ href: "/docs/1.37/intro", samePage: false, fallback: "intro" }),
    );
  });
});
