import type { StaticHtml as StaticHtmlContent } from "../lib/static-html.ts";
import { StaticHtml } from "./static-html.tsx";

/**
 * The docs sidebar column on wide screens (hidden below 996 px, where the mobile menu shows a copy).
 * `items` is the build-time rendered DocSidebarTree of the page.
 */
export function DocSidebar({ items }: { items: StaticHtmlContent }) {
  return (
    <aside className="doc-sidebar">
      <StaticHtml as="nav" content={items} className="doc-sidebar__nav" ariaLabel="Docs sidebar" />
    </aside>
  );
}
