import { ApiGroupPage } from "../components/api/api-group-page.tsx";
import { ApiOperationPage } from "../components/api/api-operation-page.tsx";
import { ApiOverviewPage } from "../components/api/api-overview-page.tsx";
import { loadApiRoute } from "./api-page.server.ts";
import { splatParam } from "../lib/urls.ts";
import { docsRouteMeta } from "./docs-route-meta.ts";
import type { Route } from "./+types/api-page";
import { pageData } from "./page-data.server.ts";

/**
 * `/docs/api/*` and `/docs/<version>/api/*`: a version's API reference overview (the empty
 * splat), group and operation pages. A route of its own so guides do not download the API
 * reference components.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Doc page slugs never start with api/ (the Studio rejects them), so anything else here is missing.
  return pageData(request, () => loadApiRoute(params.version, splatParam(params["*"])));
}

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function ApiRoute({ loaderData: view }: Route.ComponentProps) {
  if (view.kind === "api-overview") return <ApiOverviewPage view={view} />;
  if (view.kind === "api-operation") return <ApiOperationPage view={view} />;
  return <ApiGroupPage view={view} />;
}
