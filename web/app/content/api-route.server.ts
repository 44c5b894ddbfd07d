import { adjacentLinks, type SidebarLink } from "../lib/sidebar.ts";
import { staticPart, type StaticPart } from "../lib/static-part.ts";
import { parseDocsRoute } from "../lib/urls.ts";
import type { VersionLink } from "../lib/version-switch.ts";
import { getApiGroupView, getApiOperationView, getApiOverviewView } from "./api-reference.server.ts";
import { getVersionFacts, type Breadcrumb } from "./content.server.ts";
import type { DocVersion } from "./query-results.ts";
import { getSidebar } from "./sidebar.server.ts";

/** What every API reference route carries for the chrome and meta tags: its URL, its version and the version menu's links. */
interface ApiRouteBase<Kind extends string> {
  kind: Kind;
  url: string;
  version: DocVersion;
  versionName: string;
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}

/** What an API operation or webhook page's route carries: facts for the chrome and meta tags, the rest as static parts. */
export interface ApiOperationRouteData extends ApiRouteBase<"api-operation"> {
  summary: string;
  groupName: string;
  method: string;
  path: string;
  sidebar: StaticPart<"docs-sidebar">;
  pager: { previous: SidebarLink | null; next: SidebarLink | null };
  breadcrumbs: Breadcrumb[];
  /** Title, endpoint, description, parameters, request body and responses. */
  article: StaticPart<"api-operation-article">;
  /** Request samples and examples, the side column. */
  examples: StaticPart<"api-operation-examples">;
}

/** What a version's API reference overview carries: facts for the chrome and meta tags; the groups, access facts and downloads are a static part. */
export interface ApiOverviewRouteData extends ApiRouteBase<"api-overview"> {
  content: StaticPart<"api-overview">;
}

/** What an API group's specification page carries. */
export interface ApiGroupRouteData extends ApiRouteBase<"api-group"> {
  groupName: string;
  breadcrumbs: Breadcrumb[];
  content: StaticPart<"api-group">;
}

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
 * The data of `/docs/api/*` and `/docs/<version>/api/*` (`splat` is the path after `/docs/`): a
 * version's API overview, an API operation or a group page, its content as static parts
 * (render/static-parts.server.tsx). Null when nothing of the API reference has that path. Throws
 * what the content layer throws for invalid content.
 */
export async function loadApiRoute(
  splat: string,
): Promise<ApiOverviewRouteData | ApiOperationRouteData | ApiGroupRouteData | null> {
  const location = parseDocsRoute(splat, (await getVersionFacts()).all);
  if (location?.kind === "api-overview") {
    const view = await getApiOverviewView(location.version);
    if (!view) return null;
    return {
      ...apiRouteBase(location.kind, view),
      content: staticPart("api-overview", { version: location.version.name }),
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
