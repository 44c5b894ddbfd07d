import { MAIN_API_SIDEBAR } from "../../lib/docs-sidebars.ts";
import { buildSidebar, type SidebarItem } from "../../lib/sidebar.ts";
import { docUrl } from "../../lib/urls.ts";
import { getApiReferenceCategory, getApiSidebarCategories } from "./api-reference.server.ts";
import * as q from "../queries/queries.ts";
import * as r from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";

/**
 * Sidebar items of a version's sidebar: its doc pages (top-level pages, then categories), then
 * one category per API group shown in that sidebar, with the group's operations in document order,
 * and in the API sidebar the reference links last (getApiReferenceCategory).
 */
export async function getSidebar(version: r.DocVersion, sidebar: string): Promise<SidebarItem[]> {
  const [entries, apiCategories, reference] = await Promise.all([
    run("SIDEBAR_QUERY", q.SIDEBAR_QUERY, r.sidebarEntriesSchema, { version: version.name, sidebar }),
    getApiSidebarCategories(version, sidebar),
    sidebar === MAIN_API_SIDEBAR ? getApiReferenceCategory(version) : null,
  ]);
  return [
    ...buildSidebar(
      entries.map((entry) => ({
        title: entry.title,
        href: docUrl(version, entry.slug),
        category: entry.category,
        position: entry.position,
      })),
    ),
    ...apiCategories,
    ...(reference ? [reference] : []),
  ];
}
