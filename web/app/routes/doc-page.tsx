import { data } from "react-router";
import { ApiChangesPage } from "../components/api/api-changes-page.tsx";
import { DocPageContent } from "../components/doc-page-content.tsx";
import { getDocsRouteView } from "../content/content.server.ts";
import { docsRouteMeta } from "../lib/docs-route-meta.ts";
import type { Route } from "./+types/doc-page";

/** `/docs/*`: guides, intros and tutorials of every version, and the API changes pages. */
export async function loader({ params }: Route.LoaderArgs) {
  const view = await getDocsRouteView(params["*"] ?? "");
  if (!view || view.kind === "api-group" || view.kind === "api-operation") throw data("Not found", { status: 404 });
  return { ...view, versionName: view.kind === "doc" ? view.page.version.name : view.version.name };
}

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function DocsRoute({ loaderData: view }: Route.ComponentProps) {
  if (view.kind === "api-changes") return <ApiChangesPage view={view} />;
  return <DocPageContent view={view} />;
}
