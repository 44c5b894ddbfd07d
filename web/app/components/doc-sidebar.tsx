import { useId, useState } from "react";
import { Link } from "react-router";
import { useCurrentPath } from "../hooks/use-current-path.ts";
import type { SidebarCategory, SidebarItem } from "../lib/sidebar.ts";

/**
 * A collapsible category. It opens whenever navigation lands on one of its pages, but the reader
 * can still collapse it afterwards: forcing it open while it holds the current page would make its
 * disclosure button do nothing.
 */
function SidebarCategoryItem({ category }: { category: SidebarCategory }) {
  const pathname = useCurrentPath();
  const containsActive = category.items.some((item) => item.href === pathname);
  const [open, setOpen] = useState(true);
  const [activeSeen, setActiveSeen] = useState(containsActive);
  const listId = useId();
  // Adjusting state while rendering (not in an effect) so a collapsed category never paints
  // closed around the page just navigated to.
  if (containsActive !== activeSeen) {
    setActiveSeen(containsActive);
    if (containsActive) setOpen(true);
  }
  return (
    <li className="doc-sidebar__category">
      <button type="button" className="doc-sidebar__category-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {category.label}
        <span className="doc-sidebar__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open}>
        {category.items.map((item) => (
          <li key={item.href}>
            <SidebarLinkItem href={item.href} label={item.label} badge={item.badge} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A sidebar link; the current page's link is highlighted and marked `aria-current="page"`. */
function SidebarLinkItem({ href, label, badge }: { href: string; label: string; badge?: string }) {
  // Not NavLink: its match sees the trailing slash of prerendering (see useCurrentPath).
  const active = useCurrentPath() === href;
  return (
    <Link to={href} prefetch="intent" className={`doc-sidebar__link${active ? " is-active" : ""}`} aria-current={active ? "page" : undefined}>
      {badge && <span className={`method-badge method-badge--${badge.toLowerCase()}`}>{badge}</span>}
      <span>{label}</span>
    </Link>
  );
}

/** The items of a docs sidebar; categories are disclosures (WAI-ARIA APG disclosure pattern). */
export function DocSidebarItems({ items }: { items: SidebarItem[] }) {
  return (
    <ul className="doc-sidebar__list">
      {items.map((item) =>
        item.type === "category" ? (
          <SidebarCategoryItem key={item.label} category={item} />
        ) : (
          <li key={item.href}>
            <SidebarLinkItem href={item.href} label={item.label} badge={item.badge} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The docs sidebar column on wide screens (hidden below 996 px, where the mobile menu shows it). */
export function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <aside className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="doc-sidebar__nav">
        <DocSidebarItems items={items} />
      </nav>
    </aside>
  );
}
