import { useLayoutEffect, useRef } from "react";
import { revealCurrentLink } from "../lib/reveal-current-link.ts";
import type { StaticHtml as StaticHtmlContent } from "../lib/static-html.ts";
import { StaticHtml } from "./static-html.tsx";

/**
 * Where each sidebar was scrolled to, by its first link (a version's sidebar and the stablecoin
 * sidebar differ there): a client navigation to a page of another kind mounts a new sidebar, which
 * takes up the reader's place instead of starting at the top.
 */
const scrolledTo = new Map<string, number>();

/**
 * The docs sidebar column on wide screens (hidden below 996 px, where the mobile menu shows a copy).
 * `items` is the build-time rendered DocSidebarTree of the page. It keeps its scroll position across
 * client navigations and scrolls the current page's link into view when it is out of sight.
 */
export function DocSidebar({ items }: { items: StaticHtmlContent }) {
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
    <aside ref={ref} className="doc-sidebar">
      <StaticHtml as="nav" content={items} className="doc-sidebar__nav" ariaLabel="Docs sidebar" />
    </aside>
  );
}
