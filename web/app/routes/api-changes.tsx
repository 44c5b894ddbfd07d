import { data } from "react-router";
import { ApiChangesPage } from "../components/api/api-changes-page.tsx";
import { loadApiChanges } from "../content/docs-route.server.ts";
import { docsRouteMeta } from "./docs-route-meta.ts";
import type { Route } from "./+types/api-changes";
import { routeData } from "../content/route-dependencies.server.ts";

/** `/docs/api-changes/<older>-to-<newer>`: what changed in the API between two versions. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await routeData(request, () => loadApiChanges(params.pair));
  if (!view) throw data("Not found", { status: 404 });
  return view;
}

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function ApiChangesRoute({ loaderData: view }: Route.ComponentProps) {
  return <ApiChangesPage view={view} />;
}
