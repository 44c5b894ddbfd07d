import type { SidebarItem } from "../../lib/sidebar.ts";

/** A sidebar link; the current page's link is highlighted and marked `aria-current="page"`. */
function SidebarLinkItem({
  href,
  label,
  badge,
  current,
}: {
  href: string;
  label: string;
  badge?: string;
  current: boolean;
}) {
  return (
    <a
      href={href}
      className={`doc-sidebar__link${current ? " is-active" : ""}`}
      aria-current={current ? "page" : undefined}
    >
      {badge && <span className={`method-badge method-badge--${badge.toLowerCase()}`}>{badge}</span>}
      <span>{label}</span>
    </a>
  );
}

/**
 * The items of a docs sidebar with `currentHref` marked, rendered at build time (each page carries
 * its own, so the mark needs no script). Categories are WAI-ARIA APG disclosures: the one holding
 * the current page is expanded, the others collapsed (the stylesheet hides a collapsed list only
 * when scripts run, so without them every link shows); behaviour.ts toggles
 * them and remembers the reader's choices for the session. No ids: the mobile menu shows a copy of
 * this markup beside the original.
 */
export function DocSidebarTree({ items, currentHref }: { items: SidebarItem[]; currentHref: string }) {
  return (
    <ul className="doc-sidebar__list">
      {items.map((item) =>
        item.type === "category" ? (
          <li key={item.label} className="doc-sidebar__category">
            <button
              type="button"
              className="doc-sidebar__category-button"
              aria-expanded={item.items.some((link) => link.href === currentHref)}
            >
              {item.label}
              <span className="doc-sidebar__chevron" aria-hidden="true" />
            </button>
            <ul>
              {item.items.map((link) => (
                <li key={link.href}>
                  <SidebarLinkItem {...link} current={link.href === currentHref} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.href}>
            <SidebarLinkItem {...item} current={item.href === currentHref} />
          </li>
        ),
      )}
    </ul>
  );
}
