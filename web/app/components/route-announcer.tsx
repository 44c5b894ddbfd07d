import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * What a client navigation tells keyboard and screen reader users, who would otherwise stay on the
 * link they followed and hear nothing: focus moves to the new page's `<h1>` (else its `<main>`)
 * and a polite live region announces the page title, as a full page load would (WCAG 2.4.3 focus
 * order; the route announcer of Gatsby and Next.js). Not on the first load, and not when only the
 * query or hash changes (a search refined, an anchor followed).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [title, setTitle] = useState("");

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    setTitle(document.title);
  }, [pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {title}
    </div>
  );
}
