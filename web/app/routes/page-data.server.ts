import { data } from "react-router";
import { routeData } from "../content/build/route-dependencies.server.ts";

/**
 * The loader data of a page route: `compute`'s value, with the queries it ran recorded for
 * incremental publishes (`routeData`). Throws React Router's 404 response (`data`, caught by the
 * site layout's error boundary) when `compute` finds no page at the request's path (null), and what
 * `compute` throws for invalid content.
 */
export async function pageData<T>(request: Request, compute: () => Promise<T | null>): Promise<T> {
  const value = await routeData(request, compute);
  if (value === null) throw data("Not found", { status: 404 });
  return value;
}
