import { useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { SidebarCategory, SidebarItem } from "../lib/sidebar.ts";
import { ChevronIcon } from "./icons.tsx";

function SidebarCategoryItem({ category }: { category: SidebarCategory }) {
  const { pathname } = useLocation();
  const containsActive = category.items.some((item) => item.href === pathname);
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const open = expanded || containsActive;
  return (
    <li className="doc-sidebar__category">
      <button type="button" className="doc-sidebar__category-button" aria-expanded={open} aria-controls={listId} onClick={() => setExpanded(!open)}>
        {category.label}
        <ChevronIcon className="doc-sidebar__chevron" />
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

function SidebarLinkItem({ href, label, badge }: { href: string; label: string; badge?: string }) {
  return (
    <NavLink to={href} end prefetch="intent" className={({ isActive }) => `doc-sidebar__link${isActive ? " is-active" : ""}`}>
      {badge && <span className={`method-badge method-badge--${badge.toLowerCase()}`}>{badge}</span>}
      <span>{label}</span>
    </NavLink>
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
