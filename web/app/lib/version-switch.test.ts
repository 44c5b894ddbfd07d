import { describe, expect, it } from "vitest";
import { versionLinks } from "./version-switch.ts";

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
