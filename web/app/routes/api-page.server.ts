import { API_FACTS_SECTIONS, apiOverviewGroupId } from "../api-reference/api-facts-view.ts";
import type {
  ApiGroupRouteData,
  ApiOperationRouteData,
  ApiOverviewRouteData,
  ApiRouteBase,
} from "../content/views/api-view.ts";
import { adjacentLinks } from "../lib/sidebar.ts";
import { staticPart } from "../lib/static-part.ts";
import { parseApiRoute } from "../lib/urls.ts";
import type { VersionLink } from "../lib/version-switch.ts";
import { getApiGroupView, getApiOperationView, getApiOverviewView } from "../content/views/api-reference.server.ts";
import { getVersionFacts } from "../content/queries/site-content.server.ts";
import type { DocVersion } from "../content/queries/query-results.ts";
import { getSidebar } from "../content/views/sidebar.server.ts";

/** The `ApiRouteBase` fields of a route of `kind`, from its view (overview, group or operation page). */
function apiRouteBase<Kind extends string>(
  kind: Kind,
  view: { url: string; version: DocVersion; versionLinks: VersionLink[]; currentVersionLink: VersionLink | null },
): ApiRouteBase<Kind> {
  return {
    kind,
    url: view.url,
    version: view.version,
    versionName: view.version.name,
    versionLinks: view.versionLinks,
    currentVersionLink: view.currentVersionLink,
  };
}

/**
 * The data of `/docs/api/*` and `/docs/<version>/api/*` from the route's params (`versionSegment`
 * and `rest`, read by urls.ts `parseApiRoute`): a version's API overview, an API operation or a
 * group page, its content as static parts (render/static-parts.server.tsx). Null when nothing of
 * the API reference has that path. Throws what the content layer throws for invalid content.
 */
export async function loadApiRoute(
  versionSegment: string | undefined,
  rest: string,
): Promise<ApiOverviewRouteData | ApiOperationRouteData | ApiGroupRouteData | null> {
  const location = parseApiRoute(versionSegment, rest, (await getVersionFacts()).all);
  if (location?.kind === "api-overview") {
    const view = await getApiOverviewView(location.version);
    if (!view) return null;
    return {
      ...apiRouteBase(location.kind, view),
      content: staticPart("api-overview", { version: location.version.name }),
      toc: [
        ...Object.values(API_FACTS_SECTIONS),
        ...view.groups.map((group) => ({ id: apiOverviewGroupId(group.slug), text: group.name })),
      ].map((entry) => ({ ...entry, level: 2 })),
    };
  }
  if (location?.kind === "api-operation") {
    const page = await getApiOperationView(location.version, location.group, location.operation);
    if (!page) return null;
    const { view } = page;
    const operation = { version: location.version.name, group: location.group, operation: location.operation };
    return {
      ...apiRouteBase(location.kind, page),
      summary: view.summary,
      groupName: view.group.name,
      method: view.method,
      path: view.path,
      sidebar: staticPart("docs-sidebar", {
        version: location.version.name,
        sidebar: page.sidebarName,
        current: page.url,
      }),
      pager: adjacentLinks(await getSidebar(location.version, page.sidebarName), page.url),
      breadcrumbs: page.breadcrumbs,
      article: staticPart("api-operation-article", operation),
      examples: staticPart("api-operation-examples", operation),
    };
  }
  if (location?.kind === "api-group") {
    const view = await getApiGroupView(location.version, location.group);
    if (!view) return null;
    return {
      ...apiRouteBase(location.kind, view),
      groupName: view.group.name,
      breadcrumbs: view.breadcrumbs,
      content: staticPart("api-group", { version: location.version.name, group: location.group }),
    };
  }
  return null;
}
