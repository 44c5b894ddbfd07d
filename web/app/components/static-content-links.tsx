import { useEffect } from "react";
import { useNavigate } from "react-router";
import { sitePagePath } from "../lib/site-page-path.ts";
import { STATIC_PART_ATTRIBUTE } from "../lib/static-part.ts";

/**
 * Links inside build-time rendered content (plain `<a>` elements React does not render) navigate
 * like React Router `<Link>`s: a plain left click on a site page navigates on the client. Links to
 * anchors, files and other sites, modified clicks and new-tab targets stay with the browser.
 * Prefetching on intent is components/intent-prefetch.tsx's, for every link alike.
 */
export function StaticContentLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(`[${STATIC_PART_ATTRIBUTE}] a[href]`)
          : null;
      const path = anchor && sitePagePath(anchor);
      if (!path) return;
      const here = `${window.location.pathname}${window.location.search}`;
      // A fragment on this page is the browser's to scroll to.
      if (path.startsWith(`${here}#`)) return;
      event.preventDefault();
      // As React Router's <Link>: following a link to the page already shown does not add a history entry.
      navigate(path, { replace: path === `${here}${window.location.hash}` });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
