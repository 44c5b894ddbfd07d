import { describe, expect, it } from "vitest";
import { adjacentLinks, buildSidebar } from "./sidebar.ts";

const pages = [
  { title: "Webhooks", href: "/docs/api-docs/webhooks", category: "Guides", position: 6 },
  { title: "Introduction", href: "/docs/intro", category: null, position: 1 },
  { title: "Collections", href: "/docs/api-docs/collections", category: "Guides", position: 1 },
  { title: "Payments", href: "/docs/api-docs/payments", category: "Guides", position: 4 },
];

describe("buildSidebar", () => {
  it("puts uncategorised pages first and orders categories and their items by position", () => {
    const sidebar = buildSidebar(pages);
    expect(sidebar[0]).toEqual({ type: "link", label: "Introduction", href: "/docs/intro" });
    expect(sidebar[1]).toMatchObject({ type: "category", label: "Guides" });
    expect(sidebar[1].type === "category" && sidebar[1].items.map((i) => i.label)).toEqual([
      "Collections",
      "Payments",
      "Webhooks",
    ]);
  });

  it("gives previous and next pages in reading order", () => {
    const sidebar = buildSidebar(pages);
    expect(adjacentLinks(sidebar, "/docs/intro")).toEqual({
      previous: null,
      next: expect.objectContaining({ label: "Collections" }),
    });
    expect(adjacentLinks(sidebar, "/docs/api-docs/payments")).toMatchObject({
      previous: { label: "Collections" },
      next: { label: "Webhooks" },
    });
    expect(adjacentLinks(sidebar, "/nowhere")).toEqual({ previous: null, next: null });
  });
});
