import { data, redirect } from "react-router";
import { DocPageContent } from "../components/doc-page-content.tsx";
import { loadDocsRoute } from "../content/docs-route.server.tsx";
import { docsRouteMeta } from "../lib/docs-route-meta.ts";
import { loadPrerenderedData } from "../lib/prerendered-route-data.ts";
import type { Route } from "./+types/doc-page";
import { routeData } from "../content/route-dependencies.server.ts";

/**
 * `/docs/*`: guides, intros and tutorials of every version. A version's docs root (`/docs`,
 * `/docs/<pathSegment>`) answers a 301 to its intro; prerendered, that becomes the `.data` the
 * client router follows (scripts/build/render-routes.ts), while the host answers the page request
 * with the same 301 (`_redirects`).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await routeData(request, () => loadDocsRoute(params["*"] ?? ""));
  if (view?.kind === "redirect") throw redirect(view.to, 301);
  if (!view) throw data("Not found", { status: 404 });
  return view;
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadPrerenderedData(args);

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function DocsRoute({ loaderData: view }: Route.ComponentProps) {
  return <DocPageContent view={view} />;
}
