import { data, redirect } from "react-router";
import { requestPath, routeData } from "../content/build/route-dependencies.server.ts";
import { listContentRedirects } from "../content/views/site-paths.server.ts";

/**
 * The loader data of a page route: `compute`'s value, with the queries it ran recorded for
 * incremental publishes (`routeData`). When `compute` finds no page at the request's path (null),
 * throws React Router's 301 `redirect` when the path is the old address of a renamed document
 * (site-paths.server.ts listContentRedirects: the prerendered `.data` the client router follows,
 * beside the host's 301), else its 404 response (`data`, caught by the site layout's error
 * boundary). Throws what `compute` throws for invalid content.
 */
export async function pageData<T>(request: Request, compute: () => Promise<T | null>): Promise<T> {
  const path = requestPath(request);
  const answer = await routeData(request, async (): Promise<{ found: T } | { movedTo: string | null }> => {
    const found = await compute();
    if (found !== null) return { found };
    return { movedTo: (await listContentRedirects()).find((moved) => moved.from === path)?.to ?? null };
  });
  if ("found" in answer) return answer.found;
  if (answer.movedTo) throw redirect(answer.movedTo, 301);
  throw data("Not found", { status: 404 });
}
