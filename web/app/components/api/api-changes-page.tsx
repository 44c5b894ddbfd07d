import type { ApiChangesRouteData } from "../../content/views/docs-view.ts";
import { StaticPartContent } from "../static-part.tsx";

/** The API changes page between two versions; its content is build-time HTML (ApiChangesContent). */
export function ApiChangesPage({ view }: { view: ApiChangesRouteData }) {
  return (
    <main id="main-content" tabIndex={-1} className="container api-group-page api-changes">
      <StaticPartContent part={view.content} />
    </main>
  );
}
