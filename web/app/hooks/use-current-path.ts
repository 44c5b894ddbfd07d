import { useLocation } from "react-router";

/**
 * The current path without a trailing slash, the form every site link uses (`/docs/intro`).
 * React Router prerenders each page from a request for `/path/` (it writes `/path/index.html`),
 * so while prerendering `useLocation().pathname` ends in a slash but in the browser it does not.
 * Comparing links against the raw pathname marks nothing as current in the prerendered HTML, and
 * hydration keeps those attributes, so the current page stayed unmarked after a full page load.
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * True when `to` is the current page, or with `end` false also when the current page is below it
 * (`/blog` for `/blog/archive`): NavLink's rule, applied to the clean path.
 */
export function useIsCurrentPath(to: string, end = true): boolean {
  const path = useCurrentPath();
  return path === to || (!end && path.startsWith(`${to}/`));
}
