import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { loadPageParts } from "../lib/page-parts.ts";
import { prefetchAllowed } from "../lib/prefetch-policy.ts";
import { sitePagePath } from "../lib/site-page-path.ts";

/** How long a pointer or focus rests on a link before its page is prefetched (React Router's `prefetch="intent"` waits as long). */
export const INTENT_DELAY_MS = 100;

/**
 * Prefetching on intent for every link to a site page, React Router `<Link>`s and links in
 * build-time content alike (SPEC.md section 7), through React Router's own `<PrefetchPageLinks>`:
 * resting the pointer or focus on a link for 100 ms, or touching it, renders the route's
 * `modulepreload` and data `prefetch` links, as `<Link prefetch="intent">` does, and starts fetching
 * the page's static parts (lib/page-parts.ts), so following the link needs no request. The policy
 * is asked at the moment of intent (lib/prefetch-policy.ts: data saving, 2g, offline), which a
 * `prefetch` prop fixed at render could not do. One delegated listener serves every link.
 */
export function IntentPrefetch() {
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const intend = (anchor: Element | null, delay: number) => {
      const path = anchor instanceof HTMLAnchorElement ? sitePagePath(anchor)?.replace(/[?#].*$/, "") : null;
      if (!path || path === window.location.pathname) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!prefetchAllowed()) return;
        setIntended(path);
        loadPageParts(path).catch(() => undefined);
      }, delay);
    };
    const closestLink = (event: Event) => (event.target instanceof Element ? event.target.closest("a[href]") : null);
    const onPointerOrFocus = (event: Event) => intend(closestLink(event), INTENT_DELAY_MS);
    const onTouch = (event: Event) => intend(closestLink(event), 0);
    const onLeave = () => window.clearTimeout(timer);
    document.addEventListener("mouseover", onPointerOrFocus);
    document.addEventListener("focusin", onPointerOrFocus);
    document.addEventListener("touchstart", onTouch, { passive: true });
    document.addEventListener("mouseout", onLeave);
    document.addEventListener("focusout", onLeave);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("mouseover", onPointerOrFocus);
      document.removeEventListener("focusin", onPointerOrFocus);
      document.removeEventListener("touchstart", onTouch);
      document.removeEventListener("mouseout", onLeave);
      document.removeEventListener("focusout", onLeave);
    };
  }, []);
  // `crossOrigin`: a prefetch matches the later fetch only in the same CORS mode, and `fetch()` uses `cors` (Fetch standard).
  return intended ? <PrefetchPageLinks page={intended} crossOrigin="anonymous" /> : null;
}
