import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SidebarLink } from "../lib/sidebar.ts";

/** One side of a pager: where it goes, its text, and the small line above it ("Previous", "Newer post"). */
export interface PagerLink {
  href: string;
  label: string;
  sublabel?: string;
}

/**
 * Previous and next links at the end of a page (`rel="prev"` and `rel="next"`), with an optional
 * status between them ("Page 2 of 3"): the docs pages in sidebar order, blog posts by date, the
 * blog list's pages. `label` names the navigation landmark. Renders nothing when there is neither
 * a previous nor a next page.
 */
export function Pager({
  label,
  previous,
  next,
  status,
}: {
  label: string;
  previous: PagerLink | null;
  next: PagerLink | null;
  status?: ReactNode;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {previous ? (
        <Link className="pagination-nav__link" to={previous.href} rel="prev">
          {previous.sublabel && <span className="pagination-nav__sublabel">{previous.sublabel}</span>}
          <span className="pagination-nav__label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {status && <span className="pagination-nav__status">{status}</span>}
      {next ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.href} rel="next">
          {next.sublabel && <span className="pagination-nav__sublabel">{next.sublabel}</span>}
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Previous and next doc pages in sidebar order (`adjacentLinks` in lib/sidebar.ts). */
export function DocsPager({ previous, next }: { previous: SidebarLink | null; next: SidebarLink | null }) {
  return (
    <Pager
      label="Docs pages"
      previous={previous && { ...previous, sublabel: "Previous" }}
      next={next && { ...next, sublabel: "Next" }}
    />
  );
}
