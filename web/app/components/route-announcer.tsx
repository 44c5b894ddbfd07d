import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The link a reader followed from each history entry (by `location.key`), for Back to focus again. */
const followed = new Map<string, string>();

/** Whether `element` is at least partly inside the viewport. */
const inView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * What a client navigation tells keyboard and screen reader users, who would otherwise stay on the
 * link they followed and hear nothing: focus moves to the new page's `<h1>` (else its `<main>`)
 * and a polite live region announces the page title, as a full page load would (WCAG 2.4.3 focus
 * order; the route announcer of Gatsby and Next.js). Back and Forward (a POP navigation) return
 * to where the reader was, the scroll position restored: focus goes to the link they followed from
 * that page when it is in view, else to the heading only when it is in view, so focus is never
 * put off screen. Not on the first load, and not when only the query or hash changes (a search
 * refined, an anchor followed).
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  const key = useRef(location.key);
  key.current = location.key;
  const [title, setTitle] = useState("");

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link) followed.set(key.current, link.getAttribute("href")!);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    const href = navigationType === "POP" ? followed.get(location.key) : undefined;
    const link = href
      ? [...document.querySelectorAll<HTMLElement>("a[href]")].find(
          (anchor) => anchor.getAttribute("href") === href && inView(anchor),
        )
      : undefined;
    const target = link ?? (navigationType !== "POP" || (heading && inView(heading)) ? heading : null);
    if (target) {
      if (target === heading && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
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
