import { ApiChangesPage } from "../components/api/api-changes-page.tsx";
import { loadApiChanges } from "./api-changes.server.ts";
import { docsRouteMeta } from "./docs-route-meta.ts";
import type { Route } from "./+types/api-changes";
import { pageData } from "./page-data.server.ts";

/** `/docs/api-changes/<older>-to-<newer>`: what changed in the API between two versions. */
export const loader = ({ params, request }: Route.LoaderArgs) => pageData(request, () => loadApiChanges(params.pair));

export const meta = ({ loaderData }: Route.MetaArgs) => docsRouteMeta(loaderData);

export default function ApiChangesRoute({ loaderData: view }: Route.ComponentProps) {
  return <ApiChangesPage view={view} />;
}
