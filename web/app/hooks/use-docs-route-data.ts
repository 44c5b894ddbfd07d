import { useMatches } from "react-router";
import type { StaticPart } from "../lib/static-part.ts";
import type { VersionLink } from "../lib/version-switch.ts";

/** What a docs route exposes to the chrome (navbar version menu, the menu button that opens the docs sidebar). */
export interface DocsRouteData {
  /** The page's docs sidebar (components/doc-sidebar-tree/), a static part. */
  sidebar?: StaticPart<"docs-sidebar">;
  versionLinks?: VersionLink[];
  versionName?: string;
}

/** The docs data of the deepest matched route, or an empty object outside the docs. */
export function useDocsRouteData(): DocsRouteData {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index].loaderData as DocsRouteData | undefined;
    if (data && typeof data === "object" && ("sidebar" in data || "versionLinks" in data)) return data;
  }
  return {};
}
