import { isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { PageLoadError } from "./page-load-error.ts";
import { loadPageParts } from "./page-parts.ts";
import { findStaticParts } from "./static-part.ts";

type Results = Record<string, DataStrategyResult>;

/**
 * What a failed route data request becomes, classified by what failed (React Router's data request
 * is the only place these results come from: the site's routes have server loaders only). A
 * TypeError is the Fetch standard's network error; an error response other than 404 (not found)
 * is a status the server answered with. Anything else (an answer that cannot be decoded) is left as
 * it is: a crash, shown with its cause chain.
 */
export function classifyDataError(error: unknown, path: string): unknown {
  if (error instanceof TypeError) return new PageLoadError({ resource: "data", path, kind: "network", cause: error });
  if (isRouteErrorResponse(error) && error.status !== 404)
    return new PageLoadError({ resource: "data", path, kind: "status", status: error.status });
  return error;
}

/**
 * The client middleware of every page (React Router's `clientMiddleware`, run inside each
 * navigation, so the progress bar and `useNavigation` cover it): for a navigation to another page
 * it starts fetching the target page's static parts (lib/page-parts.ts) at once, beside React
 * Router's requests for the route's code and data, and waits for them when the route's data names
 * any. The page already shown (hydration of the not-found page, Retry after an error) fetches them
 * only when its data names any. Data requests that failed are classified (`classifyDataError`);
 * content that cannot be fetched fails the navigation with a `PageLoadError`, shown by the site
 * layout's error boundary with Retry.
 */
export const pageLoadMiddleware: MiddlewareFunction<Results> = async ({ request }, next) => {
  const { pathname } = new URL(request.url);
  const speculative = pathname !== window.location.pathname ? loadPageParts(pathname) : null;
  // Awaited below only when the page has static parts; a page without any ignores the request.
  speculative?.catch(() => undefined);
  const results = await next();
  let hasParts = false;
  const classified: Results = {};
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type === "error")
      classified[routeId] = { type: "error", result: classifyDataError(result.result, pathname) };
    else {
      classified[routeId] = result;
      hasParts ||= findStaticParts(result.result).length > 0;
    }
  }
  if (hasParts) await (speculative ?? loadPageParts(pathname));
  return classified;
};
