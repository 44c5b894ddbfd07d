import { describe, expect, it } from "vitest";
import { buildSidebar } from "../../web/app/lib/sidebar.ts";
import { moveGroup, movePage, positionPatches, type OrderGroup, sidebarOrderGroups } from "./sidebar-order.ts";

const variants = [
  { _id: "intro", _rev: "r1", title: "Introduction", category: null, position: 0 },
  { _id: "payments", _rev: "r2", title: "Payments", category: "Guides", position: 4 },
  { _id: "users", _rev: "r3", title: "Users", category: "Guides", position: 2 },
  { _id: "drafts.users", _rev: "d3", title: "Users (draft)", category: "Guides", position: 2 },
  { _id: "webhooks", _rev: "r4", title: "Webhooks", category: "Reference", position: 9 },
];

/** What the site's sidebar shows once the patches are applied. */
function siteOrder(groups: OrderGroup[]): string[] {
  const patched = new Map(positionPatches(groups).map(({ patch }) => [patch.id, patch.set.position]));
  const pages = variants
    .filter((variant) => !variant._id.startsWith("drafts."))
    .map((variant) => ({
      title: variant.title,
      href: variant._id,
      category: variant.category,
      position: patched.get(variant._id) ?? variant.position,
    }));
  return buildSidebar(pages).flatMap((item) =>
    item.type === "link" ? [item.label] : [`[${item.label}]`, ...item.items.map((link) => link.label)],
  );
}

describe("ordering a sidebar in the Studio", () => {
  it("shows the site's order, each page as its draft has it", () => {
    const groups = sidebarOrderGroups(variants);
    expect(groups.map((group) => [group.category, group.pages.map((page) => page.title)])).toEqual([
      [null, ["Introduction"]],
      ["Guides", ["Users (draft)", "Payments"]],
      ["Reference", ["Webhooks"]],
    ]);
    expect(groups[1].pages[0].variants.map((variant) => variant._id)).toEqual(["users", "drafts.users"]);
  });

  it("moves a page within its category, and the site then shows that order", () => {
    const groups = movePage(sidebarOrderGroups(variants), 1, 1, 0);
    expect(siteOrder(groups)).toEqual(["Introduction", "[Guides]", "Payments", "Users", "[Reference]", "Webhooks"]);
    // Users' draft is patched too, so publishing it later keeps the order.
    expect(positionPatches(groups).find(({ patch }) => patch.id === "drafts.users")).toEqual({
      patch: { id: "drafts.users", ifRevisionID: "d3", set: { position: 3 } },
    });
  });

  it("moves a category among the categories, never above the top-level pages", () => {
    const groups = sidebarOrderGroups(variants);
    expect(siteOrder(moveGroup(groups, 2, 1))).toEqual([
      "Introduction",
      "[Reference]",
      "Webhooks",
      "[Guides]",
      "Users",
      "Payments",
    ]);
    expect(moveGroup(groups, 1, 0)).toBe(groups);
  });

  it("leaves the published page alone when its draft moves it to another category", () => {
    const moving = [
      ...variants,
      { _id: "drafts.payments", _rev: "d2", title: "Payments", category: "Reference", position: 4 },
    ];
    const patched = positionPatches(sidebarOrderGroups(moving)).map(({ patch }) => patch.id);
    expect(patched).toContain("drafts.payments");
    expect(patched).not.toContain("payments");
  });

  it("patches only what changes, each with its revision", () => {
    const patches = positionPatches(sidebarOrderGroups(variants));
    expect(patches.map(({ patch }) => [patch.id, patch.ifRevisionID, patch.set.position])).toEqual([
      ["intro", "r1", 1],
      ["payments", "r2", 3],
      ["webhooks", "r4", 4],
    ]);
  });
});
