import { Link } from "react-router";
import type { SidebarLink } from "../lib/sidebar.ts";

/** Previous and next links under a doc page, in sidebar order. */
export function DocPaginator({ previous, next }: { previous: SidebarLink | null; next: SidebarLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-nav__link" to={previous.href} rel="prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.href} rel="next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
