import { PageLoadError } from "./page-load-error.ts";
import { STATIC_PART_ATTRIBUTE } from "./static-part.ts";

/** The markup of each static part of one prerendered page, by kind (lib/static-part.ts). */
export type PageParts = ReadonlyMap<string, string>;

/** How many pages' parts are kept in memory: enough for Back and Forward over the last pages read. */
const KEPT_PAGES = 16;

const requests = new Map<string, Promise<PageParts>>();
const settled = new Map<string, PageParts>();

/** The static parts of `html`, a prerendered page: each `[data-static-part]` element's inner HTML, by its kind. */
function partsOfPage(html: string): PageParts {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return new Map(
    [...doc.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)].map((element) => [
      element.getAttribute(STATIC_PART_ATTRIBUTE)!,
      element.innerHTML,
    ]),
  );
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > KEPT_PAGES) map.delete(map.keys().next().value!);
}

/**
 * The static parts of the prerendered page at `pathname` (same origin), fetched once and kept for
 * the last pages: a client navigation shows the markup the build rendered, without it travelling in
 * the route's data. Started when a link is intended (prefetch) and when a navigation begins, beside
 * React Router's own requests for the route's code and data. Rejects with a `PageLoadError` naming
 * the request when the page cannot be fetched (offline, a server error); a failed request is
 * forgotten, so Retry asks again.
 */
export function loadPageParts(pathname: string): Promise<PageParts> {
  const pending = requests.get(pathname);
  if (pending) return pending;
  const request = fetchPageParts(pathname).then((parts) => {
    remember(settled, pathname, parts);
    return parts;
  });
  remember(requests, pathname, request);
  request.catch(() => requests.get(pathname) === request && requests.delete(pathname));
  return request;
}

async function fetchPageParts(pathname: string): Promise<PageParts> {
  const failed = (cause: unknown) => new PageLoadError({ resource: "content", path: pathname, kind: "network", cause });
  const response = await fetch(pathname, { credentials: "same-origin", headers: { Accept: "text/html" } }).catch(
    (cause: unknown) => {
      throw failed(cause);
    },
  );
  if (!response.ok)
    throw new PageLoadError({ resource: "content", path: pathname, kind: "status", status: response.status });
  return partsOfPage(
    await response.text().catch((cause: unknown) => {
      throw failed(cause);
    }),
  );
}

/** The static parts of `pathname` if they have arrived (`loadPageParts`), else undefined. */
export const loadedPageParts = (pathname: string): PageParts | undefined => settled.get(pathname);
