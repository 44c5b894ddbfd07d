import type { ApiChangesRouteData } from "../content/views/docs-view.ts";
import { getApiChangesView } from "../content/views/docs.server.ts";
import { staticPart } from "../lib/static-part.ts";

/** The data of the API changes page of the version pair `pair` (`<older>-to-<newer>`), or null when there is no such pair. */
export async function loadApiChanges(pair: string): Promise<ApiChangesRouteData | null> {
  const view = await getApiChangesView(pair);
  if (!view) return null;
  return {
    kind: "api-changes",
    url: view.url,
    version: view.version,
    versionName: view.version.name,
    older: view.older,
    newer: view.newer,
    versionLinks: view.versionLinks,
    currentVersionLink: null,
    content: staticPart("api-changes", { pair }),
    toc: view.groups.map((group) => ({ id: group.id, text: group.name, level: 2 })),
  };
}
