import { isRoutePath } from "./urls.ts";

/**
 * The path (with search and hash) of the site page `anchor` leads to in this tab, or null when it
 * opens elsewhere (another site, a new tab, a download) or is a file served as is (`isRoutePath`).
 */
export function sitePagePath(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isRoutePath(path) ? path : null;
}
