import type { ApiChangesRouteData } from "../../content/docs-route.server.tsx";
import { StaticHtml } from "../static-html.tsx";

/** The API changes page between two versions; its content is build-time HTML (ApiChangesContent). */
export function ApiChangesPage({ view }: { view: ApiChangesRouteData }) {
  return (
    <main id="main-content" tabIndex={-1} className="container api-group-page api-changes">
      <StaticHtml content={view.content} />
    </main>
  );
}
