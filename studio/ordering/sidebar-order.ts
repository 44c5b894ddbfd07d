import { buildSidebar } from "../../web/app/lib/sidebar.ts";
import { getPublishedId } from "../../web/app/lib/validation-context.ts";

/**
 * Ordering one docs sidebar by hand instead of typing positions: the groups and pages as the site
 * orders them (web/app/lib/sidebar.ts buildSidebar), moves within them, and the `position` patches
 * that make the site show the new order.
 */

/** One stored variant of a doc page, as the ordering query returns it (drafts included). */
export interface OrderVariant {
  _id: string;
  _rev?: string | null;
  title?: string | null;
  category?: string | null;
  position?: number | null;
}

/** A doc page with its variants: what the editor sees is the draft when there is one. */
export interface OrderedPage {
  /** The published `_id`. */
  id: string;
  title: string;
  category: string | null;
  position: number | null;
  /** The stored documents (published and/or `drafts.`) whose `position` a move patches. */
  variants: { _id: string; _rev: string | null; position: number | null; category: string | null }[];
}

/** A sidebar group: the top-level pages (`category` null) or one category, pages in order. */
export interface OrderGroup {
  category: string | null;
  pages: OrderedPage[];
}

/** The ordering query: every doc page of one version and sidebar, drafts included (raw perspective). */
export const SIDEBAR_ORDER_QUERY = `*[
  _type == "docPage" && version._ref == $versionId && sidebar == $sidebar && !(_id in path("versions.**"))
]{ _id, _rev, title, category, position }`;

/**
 * The groups of a sidebar in the site's order (top-level pages, then categories by their lowest
 * position; pages by position, ties by title), each page as its draft shows it when it has one.
 */
export function sidebarOrderGroups(variants: OrderVariant[]): OrderGroup[] {
  const pages = new Map<string, OrderedPage>();
  for (const variant of [...variants].sort(
    (a, b) => Number(a._id.startsWith("drafts.")) - Number(b._id.startsWith("drafts.")),
  )) {
    const id = getPublishedId(variant._id);
    const page = pages.get(id) ?? { id, title: "", category: null, position: null, variants: [] };
    // Drafts sort last, so the editor's version wins.
    page.title = variant.title ?? "Untitled page";
    page.category = variant.category || null;
    page.position = variant.position ?? null;
    page.variants.push({
      _id: variant._id,
      _rev: variant._rev ?? null,
      position: variant.position ?? null,
      category: variant.category || null,
    });
    pages.set(id, page);
  }
  const byHref = new Map([...pages.values()].map((page) => [page.id, page]));
  return buildSidebar(
    [...pages.values()].map((page) => ({
      title: page.title,
      href: page.id,
      category: page.category,
      position: page.position ?? Number.MAX_SAFE_INTEGER,
    })),
  ).reduce<OrderGroup[]>((groups, item) => {
    if (item.type === "category")
      groups.push({ category: item.label, pages: item.items.map((link) => byHref.get(link.href)!) });
    else if (groups[0]?.category === null) groups[0].pages.push(byHref.get(item.href)!);
    else groups.unshift({ category: null, pages: [byHref.get(item.href)!] });
    return groups;
  }, []);
}

const moved = <T>(items: T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
};

/** The groups with the page at `from` of group `groupIndex` moved to `to` (indexes within the group). */
export function movePage(groups: OrderGroup[], groupIndex: number, from: number, to: number): OrderGroup[] {
  return groups.map((group, index) =>
    index === groupIndex ? { ...group, pages: moved(group.pages, from, to) } : group,
  );
}

/**
 * The groups with the category at `from` moved to `to`. The top-level pages always come first on
 * the site, so they neither move nor can be passed.
 */
export function moveGroup(groups: OrderGroup[], from: number, to: number): OrderGroup[] {
  const first = groups[0]?.category === null ? 1 : 0;
  if (from < first || to < first) return groups;
  return moved(groups, from, to);
}

/**
 * The patches that give the site `groups`' order: positions 1, 2, 3… in reading order (top-level
 * pages, then each category's pages), so each page's place and each category's lowest position say
 * the order. Only variants whose position changes are patched, each guarded by its revision, so
 * a page edited meanwhile makes the whole transaction fail instead of being overwritten. A
 * published page whose draft moves it to another category keeps its position: it is ordered in
 * the draft's category, which readers see only once the draft is published.
 */
export function positionPatches(
  groups: OrderGroup[],
): { patch: { id: string; ifRevisionID?: string; set: { position: number } } }[] {
  return groups
    .flatMap((group) => group.pages)
    .flatMap((page, index) =>
      page.variants
        .filter((variant) => variant.position !== index + 1 && variant.category === page.category)
        .map((variant) => ({
          patch: {
            id: variant._id,
            ...(variant._rev ? { ifRevisionID: variant._rev } : {}),
            set: { position: index + 1 },
          },
        })),
    );
}
