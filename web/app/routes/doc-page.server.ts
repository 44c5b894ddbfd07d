import type { DocRouteData, DocsRedirect } from "../content/views/docs-view.ts";
import { staticPart } from "../lib/static-part.ts";
import { docsRootRedirect, parseDocsRoute, type DocsLocation } from "../lib/urls.ts";
import { EDITOR_HANDBOOK_TITLE, isEditorHandbookPage } from "../lib/editor-handbook.ts";
import { getVersionFacts } from "../content/queries/site-content.server.ts";
import type { DocVersion } from "../content/queries/query-results.ts";
import { getDocPageView } from "../content/views/docs.server.ts";

/**
 * What `/docs/<splat>` answers (`splat` is the path after `/docs/`): a version's docs root
 * redirects to its intro (urls.ts `docsRootRedirect`); anything else is a doc page
 * (`loadDocPage`), or null when there is none. Throws what the content layer throws for invalid content.
 */
export async function loadDocsRoute(splat: string): Promise<DocsRedirect | DocRouteData | null> {
  const location = parseDocsRoute(splat, (await getVersionFacts()).all);
  if (location?.kind === "docs-root") return { kind: "redirect", to: docsRootRedirect(location.version).to };
  return location?.kind === "doc" ? loadDocPage(location, splat) : null;
}

/**
 * The data of the doc page at `location` (`splat` is its path after `/docs/`); its body and
 * sidebar are static parts, rendered with the page (render/static-parts.server.tsx). Null when the
 * version has no page with that slug. Throws what the content layer throws for invalid content.
 */
async function loadDocPage(
  location: Extract<DocsLocation<DocVersion>, { kind: "doc" }>,
  splat: string,
): Promise<DocRouteData | null> {
  const view = await getDocPageView(location.version, location.slug);
  if (!view) return null;
  const { title, description, keywords, version } = view.page;
  const editorHandbook = isEditorHandbookPage(view.page);
  return {
    kind: "doc",
    url: view.url,
    page: { title, description, keywords, version },
    versionName: version.name,
    toc: view.toc,
    sidebar: staticPart("docs-sidebar", { version: version.name, sidebar: view.page.sidebar, current: view.url }),
    body: staticPart("doc-body", { splat }),
    pager: view.pager,
    breadcrumbs: editorHandbook ? [{ label: EDITOR_HANDBOOK_TITLE }, { label: title }] : view.breadcrumbs,
    versionLinks: view.versionLinks,
    currentVersionLink: view.currentVersionLink,
    editorHandbook,
  };
}
