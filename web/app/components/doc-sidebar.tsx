import { useLayoutEffect, useRef } from "react";
import { revealCurrentLink } from "../lib/reveal-current-link.ts";
import type { StaticPart } from "../lib/static-part.ts";
import { DOCS_SIDEBAR_ID, DrawerHeader, SITE_MENU_ID } from "./drawer.tsx";
import { StaticPartContent } from "./static-part.tsx";

/**
 * Where each sidebar was scrolled to, by its first link (a version's sidebar and the stablecoin
 * sidebar differ there): a client navigation to a page of another kind mounts a new sidebar, which
 * takes up the reader's place instead of starting at the top.
 */
const scrolledTo = new Map<string, number>();

/**
 * The docs sidebar (`items`, the page's DocSidebarTree, a static part): a column on wide screens;
 * below the 996 px breakpoint the navigation drawer the navbar's menu button opens, with a "Back to
 * main menu" button to the site menu (the Docusaurus pattern, SPEC.md section 2). One element for
 * both: a popover (HTML `popover`), shown as a column by the stylesheet on wide screens and opened
 * natively by the menu button on narrow ones, so it works before the app runs and without scripts,
 * and the sidebar's markup is in the page once. It keeps its scroll position across client
 * navigations, and scrolls the current page's link into view when it is out of sight, in the
 * column and when the drawer opens.
 */
export function DocSidebar({ items }: { items: StaticPart<"docs-sidebar"> }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = ref.current?.querySelector<HTMLElement>(".doc-sidebar__nav");
    if (!nav) return;
    const key = nav.querySelector("a")?.getAttribute("href") ?? "";
    const saved = scrolledTo.get(key);
    if (saved !== undefined) nav.scrollTop = saved;
    revealCurrentLink(nav);
    const save = () => scrolledTo.set(key, nav.scrollTop);
    save();
    nav.addEventListener("scroll", save, { passive: true });
    return () => nav.removeEventListener("scroll", save);
  }, [items]);
  return (
    <aside
      ref={ref}
      id={DOCS_SIDEBAR_ID}
      className="doc-sidebar drawer"
      popover="auto"
      aria-label="Docs sidebar"
      onToggle={(event) => {
        const nav = event.currentTarget.querySelector<HTMLElement>(".doc-sidebar__nav");
        if (event.newState === "open" && nav) revealCurrentLink(nav);
      }}
    >
      <DrawerHeader id={DOCS_SIDEBAR_ID} />
      <button type="button" className="drawer__back" popoverTarget={SITE_MENU_ID}>
        ← Back to main menu
      </button>
      <StaticPartContent as="nav" part={items} className="doc-sidebar__nav" ariaLabel="Docs sidebar" />
    </aside>
  );
}
