import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { prefetchAllowed } from "../lib/prefetch-policy.ts";
import { isRoutePath } from "../lib/urls.ts";

/** The site path a link inside build-time rendered content leads to, or null when it is not a page of this site. */
function staticLinkTarget(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>("[data-static-html] a[href]") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isRoutePath(path) ? path : null;
}

/** How long a pointer or focus rests on a link before its page is prefetched (React Router's `prefetch="intent"` waits as long). */
const INTENT_DELAY_MS = 100;

/**
 * Links inside build-time rendered content (plain `<a>` elements React does not render) behave like
 * React Router `<Link prefetch="intent">`: a plain left click on a site page navigates on the client,
 * and resting on one prefetches its code and data, except where the prefetch policy says not to
 * (lib/prefetch-policy.ts). Links to anchors, files and other sites, modified clicks and new-tab
 * targets stay with the browser. Renders the prefetch links of the page last intended.
 */
export function StaticContentLinks() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = staticLinkTarget(event.target);
      if (!path) return;
      const here = `${window.location.pathname}${window.location.search}`;
      // A fragment on this page is the browser's to scroll to.
      if (path.startsWith(`${here}#`)) return;
      event.preventDefault();
      // As React Router's <Link>: following a link to the page already shown does not add a history entry.
      navigate(path, { replace: path === `${here}${window.location.hash}` });
    };
    const onIntent = (event: Event) => {
      const path = staticLinkTarget(event.target);
      if (!path || !prefetchAllowed()) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIntended(path.replace(/[?#].*$/, "")), INTENT_DELAY_MS);
    };
    const onLeave = () => window.clearTimeout(timer);
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("mouseout", onLeave);
    document.addEventListener("focusout", onLeave);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("click", onClick);
      document.removeEventListener("mouseover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("mouseout", onLeave);
      document.removeEventListener("focusout", onLeave);
    };
  }, [navigate]);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
