import type { ApiGroupRouteData, ApiOperationRouteData, ApiOverviewRouteData } from "../content/views/api-view.ts";
import type { ApiChangesRouteData, DocRouteData } from "../content/views/docs-view.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { isCurrentVersion } from "../lib/versions.ts";

/**
 * A page title that names the API version when it is not the current one, so the two versions of
 * a page never share a title in tabs, history and search results: `<summary> · <group> API (API
 * <version>)`.
 */
function inVersion(title: string, version: { status: string; label: string }): string {
  return isCurrentVersion(version) ? title : `${title} (API ${version.label})`;
}

/**
 * The `meta` of any `/docs/*` page: doc page, API overview, API group, API operation or API changes page.
 * Returns no tags for missing or malformed data, so a page that fails still reaches its error UI.
 */
export function docsRouteMeta(
  view:
    | DocRouteData
    | ApiChangesRouteData
    | ApiOverviewRouteData
    | ApiGroupRouteData
    | ApiOperationRouteData
    | undefined,
) {
  if (!view || typeof view !== "object" || !("kind" in view) || !("url" in view)) return [];
  if (view.kind === "doc")
    return pageMeta({
      title: view.editorHandbook ? view.page.title : inVersion(view.page.title, view.page.version),
      description: view.page.description,
      path: view.url,
      markdown: true,
      keywords: view.page.keywords,
      search: { version: view.page.version.name, context: "guides" },
    });
  if (view.kind === "api-changes")
    return pageMeta({
      title: `API changes from ${view.older.label} to ${view.newer.label}`,
      description: `Operations, parameters and properties added, removed or changed between Tidewire API ${view.older.label} and ${view.newer.label}.`,
      path: view.url,
      markdown: true,
      search: { version: view.version.name, context: "api" },
    });
  if (view.kind === "api-overview")
    return pageMeta({
      title: inVersion("API reference", view.version),
      description: `Every group and operation of the Tidewire API ${view.version.label}, its base URLs, authentication and OpenAPI document.`,
      path: view.url,
      markdown: true,
      search: { version: view.version.name, context: "api" },
    });
  if (view.kind === "api-group")
    return pageMeta({
      title: inVersion(`${view.groupName} API`, view.version),
      description: `Operations of the Tidewire ${view.groupName} API ${view.version.label}.`,
      path: view.url,
      markdown: true,
      search: { version: view.version.name, context: "api" },
    });
  return pageMeta({
    title: inVersion(`${view.summary} · ${view.groupName} API`, view.version),
    description: `${view.method} ${view.path}: ${view.summary}.`,
    path: view.url,
    markdown: true,
    search: { version: view.version.name, context: "api" },
  });
}
