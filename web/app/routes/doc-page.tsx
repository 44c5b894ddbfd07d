import { data } from "react-router";
import { ApiChangesPage } from "../components/api/api-changes-page.tsx";
import { ApiGroupPage } from "../components/api/api-group-page.tsx";
import { ApiOperationPage } from "../components/api/api-operation-page.tsx";
import { DocPageContent } from "../components/doc-page-content.tsx";
import { getDocsRouteView } from "../content/content.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/doc-page";

export async function loader({ params }: Route.LoaderArgs) {
  const view = await getDocsRouteView(params["*"] ?? "");
  if (!view) throw data("Not found", { status: 404 });
  return { ...view, versionName: view.kind === "doc" ? view.page.version.name : view.version.name };
}

export function meta({ loaderData: view }: Route.MetaArgs) {
  if (!view) return [];
  if (view.kind === "doc") return pageMeta({ title: view.page.title, description: view.page.description, path: view.url, keywords: view.page.keywords, search: { version: view.page.version.name, context: "guides" } });
  if (view.kind === "api-changes") return pageMeta({ title: `API changes from ${view.older.label} to ${view.newer.label}`, description: `Operations, parameters and properties added, removed or changed between Tidewire API ${view.older.label} and ${view.newer.label}.`, path: view.url });
  if (view.kind === "api-group") return pageMeta({ title: `${view.group.name} API`, description: `Operations of the Tidewire ${view.group.name} API ${view.version.label}.`, path: view.url, search: { version: view.version.name, context: "api" } });
  return pageMeta({ title: `${view.view.summary} · ${view.view.group.name} API`, description: `${view.view.method} ${view.view.path}: ${view.view.summary}.`, path: view.url, search: { version: view.version.name, context: "api" } });
}

export default function DocsRoute({ loaderData: view }: Route.ComponentProps) {
  if (view.kind === "api-operation") return <ApiOperationPage view={view} />;
  if (view.kind === "api-group") return <ApiGroupPage view={view} />;
  if (view.kind === "api-changes") return <ApiChangesPage view={view} />;
  return <DocPageContent view={view} />;
}
