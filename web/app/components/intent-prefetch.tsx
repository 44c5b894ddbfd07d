import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { loadRouteCode } from "../lib/navigation-preflight.ts";
import { prefetchAllowed } from "../lib/prefetch-policy.ts";
import { sitePagePath } from "../lib/site-page-path.ts";

/** How long a pointer or focus rests on a link before its page is prefetched (React Router's `prefetch="intent"` waits as long). */
const INTENT_DELAY_MS = 100;

/**
 * Prefetching on intent for every link to a site page, React Router `<Link>`s and links in
 * build-time content alike (SPEC.md section 7): resting the pointer or focus on one loads its page
 * code, then renders React Router's prefetch links for its data, except where the prefetch policy
 * says not to (lib/prefetch-policy.ts: data saving, 2g). The code is loaded first through
 * `loadRouteCode` because React Router's own prefetch of a route module it cannot fetch (offline)
 * reloads the document; a prefetch that cannot load simply does not happen.
 */
export function IntentPrefetch() {
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      const path = anchor && sitePagePath(anchor)?.replace(/[?#].*$/, "");
      if (!path || path === window.location.pathname || !prefetchAllowed()) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        loadRouteCode(path).then(
          (withoutComponent) => withoutComponent === null && setIntended(path),
          () => undefined,
        );
      }, INTENT_DELAY_MS);
    };
    const onLeave = () => window.clearTimeout(timer);
    document.addEventListener("mouseover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("mouseout", onLeave);
    document.addEventListener("focusout", onLeave);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("mouseover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("mouseout", onLeave);
      document.removeEventListener("focusout", onLeave);
    };
  }, []);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
