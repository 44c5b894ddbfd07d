import { redirect } from "react-router";
import { DocPageContent } from "../components/doc-page-content.tsx";
import { loadDocsRoute } from "./doc-page.server.ts";
import { splatParam } from "../lib/urls.ts";
import { docsRouteMeta } from "./docs-route-meta.ts";
import type { Route } from "./+types/doc-page";
import { pageData } from "./page-data.server.ts";

/**
 * `/docs/*`: guides, intros and tutorials of every version. A version's docs root (`/docs`,
 * `/docs/<pathSegment>`) answers a 301 to its intro; prerendered, that becomes the `.data` the
 * client router follows (scripts/build/render-routes.ts), while the host answers the page request
 * with the same 301 (`_redirects`).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await pageData(request, () => loadDocsRoute(splatParam(params["*"])));
  if (view.kind === "redirect") throw redirect(view.to, 301);
  return view;
}

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function DocsRoute({ loaderData: view }: Route.ComponentProps) {
  return <DocPageContent view={view} />;
}
