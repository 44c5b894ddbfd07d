/** An entry of a docs sidebar: a link to a doc page. */
export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  /** Short text badge before the label, e.g. an HTTP method on API reference items. */
  badge?: string;
}

/** A collapsible category of links. */
export interface SidebarCategory {
  type: "category";
  label: string;
  items: SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** What a doc page contributes to its sidebar. */
export interface SidebarSource {
  title: string;
  href: string;
  category?: string | null;
  position: number;
}

/**
 * Builds a sidebar from doc pages: pages without a category are top-level links, the others are
 * grouped into categories. Top-level links come first, then categories; both ordered by position
 * (a category by its lowest position), ties by label.
 */
export function buildSidebar(pages: SidebarSource[]): SidebarItem[] {
  const byPosition = <T extends { position: number; label: string }>(a: T, b: T) =>
    a.position - b.position || a.label.localeCompare(b.label);
  const top = pages
    .filter((p) => !p.category)
    .map((p) => ({
      position: p.position,
      label: p.title,
      item: { type: "link", label: p.title, href: p.href } as SidebarLink,
    }));
  const categories = new Map<
    string,
    { position: number; label: string; links: { position: number; label: string; item: SidebarLink }[] }
  >();
  for (const page of pages.filter((p) => p.category)) {
    const category = categories.get(page.category!) ?? { position: page.position, label: page.category!, links: [] };
    category.position = Math.min(category.position, page.position);
    category.links.push({
      position: page.position,
      label: page.title,
      item: { type: "link", label: page.title, href: page.href },
    });
    categories.set(page.category!, category);
  }
  return [
    ...top.sort(byPosition).map((t) => t.item),
    ...[...categories.values()].sort(byPosition).map(
      (c): SidebarCategory => ({
        type: "category",
        label: c.label,
        items: c.links.sort(byPosition).map((l) => l.item),
      }),
    ),
  ];
}

/** All links of a sidebar in reading order (categories expanded). */
export const flattenSidebar = (items: SidebarItem[]): SidebarLink[] =>
  items.flatMap((item) => (item.type === "link" ? [item] : item.items));

/** The previous and next links around `href` in reading order, for the pager under a doc page. */
export function adjacentLinks(
  items: SidebarItem[],
  href: string,
): { previous: SidebarLink | null; next: SidebarLink | null } {
  const links = flattenSidebar(items);
  const index = links.findIndex((link) => link.href === href);
  if (index === -1) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}
