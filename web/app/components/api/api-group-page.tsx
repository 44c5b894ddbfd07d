import type { ApiGroupRouteData } from "../../content/views/api-view.ts";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { StaticPartContent } from "../static-part.tsx";
import { UnmaintainedBanner } from "../unmaintained-banner.tsx";

/** The specification page of one API group (no sidebar): breadcrumbs back to the API reference overview, then build-time HTML (ApiGroupContent). */
export function ApiGroupPage({ view }: { view: ApiGroupRouteData }) {
  return (
    <main id="main-content" tabIndex={-1} className="container api-group-page">
      {view.currentVersionLink && (
        <UnmaintainedBanner versionLabel={view.version.label} current={view.currentVersionLink} />
      )}
      <Breadcrumbs items={view.breadcrumbs} />
      <StaticPartContent part={view.content} />
    </main>
  );
}
