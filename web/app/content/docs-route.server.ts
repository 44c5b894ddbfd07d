import type { TocEntry } from "../lib/headings.ts";
import type { SidebarLink } from "../lib/sidebar.ts";
import { staticPart, type StaticPart } from "../lib/static-part.ts";
import { docsRootRedirect, parseDocsRoute } from "../lib/urls.ts";
import type { VersionLink } from "../lib/version-switch.ts";
import { EDITOR_HANDBOOK_TITLE, isEditorHandbookPage } from "../lib/editor-handbook.ts";
import { getVersionFacts, type Breadcrumb } from "./content.server.ts";
import { findDocPageView, getApiChangesView } from "./docs.server.ts";
import type { DocPage, DocVersion } from "./query-results.ts";

/** What a guide, intro or editor handbook page's route carries: facts for the chrome and meta tags, and its body and sidebar as static parts. */
export interface DocRouteData {
  kind: "doc";
  url: string;
  page: Pick<DocPage, "title" | "description" | "keywords" | "version">;
  versionName: string;
  toc: TocEntry[];
  sidebar: StaticPart<"docs-sidebar">;
  body: StaticPart<"doc-body">;
  pager: { previous: SidebarLink | null; next: SidebarLink | null };
  breadcrumbs: Breadcrumb[];
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
  /** A page of the editor handbook (lib/editor-handbook.ts), shown with its own banner instead of the version's. */
  editorHandbook: boolean;
}

/** A path of the docs that has no page of its own: where it redirects to, permanently. */
export interface DocsRedirect {
  kind: "redirect";
  to: string;
}

/**
 * What `/docs/<splat>` answers (`splat` is the path after `/docs/`): a version's docs root
 * redirects to its intro (urls.ts `docsRootRedirect`); anything else is a doc page
 * (`loadDocPage`), or null when there is none. Throws what the content layer throws for invalid content.
 */
export async function loadDocsRoute(splat: string): Promise<DocsRedirect | DocRouteData | null> {
  const location = parseDocsRoute(splat, (await getVersionFacts()).all);
  if (location?.kind === "docs-root") return { kind: "redirect", to: docsRootRedirect(location.version).to };
  return loadDocPage(splat);
}

/**
 * The data of a doc page (`splat` is the path after `/docs/`); its body and sidebar are static
 * parts, rendered with the page (render/static-parts.server.tsx). Null when no doc page has that
 * path. Throws what the content layer throws for invalid content.
 */
async function loadDocPage(splat: string): Promise<DocRouteData | null> {
  const view = await findDocPageView(splat);
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

/** What the API changes page between two versions carries. */
export interface ApiChangesRouteData {
  kind: "api-changes";
  url: string;
  version: DocVersion;
  versionName: string;
  older: DocVersion;
  newer: DocVersion;
  versionLinks: VersionLink[];
  currentVersionLink: null;
  content: StaticPart<"api-changes">;
}

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
  };
}
