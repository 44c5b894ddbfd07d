import { anchorFor } from "../../api-reference/anchors.ts";
import type { OperationChange } from "../../api-reference/api-diff.ts";
import type { TocEntry } from "../../lib/headings.ts";
import type { SidebarItem, SidebarLink } from "../../lib/sidebar.ts";
import type { StaticPart } from "../../lib/static-part.ts";
import type { VersionLink } from "../../lib/version-switch.ts";
import type * as r from "../queries/query-results.ts";
import type { DocPage, DocVersion } from "../queries/query-results.ts";

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
  /** The API groups with changes, as the page's table of contents. */
  toc: TocEntry[];
}

/** What a doc page route renders. */
export interface DocPageView {
  page: r.DocPage;
  url: string;
  toc: TocEntry[];
  sidebar: SidebarItem[];
  pager: { previous: SidebarLink | null; next: SidebarLink | null };
  breadcrumbs: Breadcrumb[];
  versionLinks: VersionLink[];
  /** Where readers of an unmaintained version should go: the same page in the current version, or its intro. */
  currentVersionLink: VersionLink | null;
}

/** An operation's change as the API changes page shows it, linked to both sides. */
export type ApiChangeView = OperationChange & { olderHref: string | null; newerHref: string | null };

/** The anchor of a group's heading on the API changes page. */
export const apiChangesGroupId = (groupName: string): string => `changes-${anchorFor(groupName)}`;

/** What the API changes page between two versions renders. */
export interface ApiChangesPageView {
  version: r.DocVersion;
  url: string;
  older: r.DocVersion;
  newer: r.DocVersion;
  changes: ApiChangeView[];
  /** The changes by API group, in the newer version's order, then groups only the older one has; `id` is the heading's anchor. */
  groups: { name: string; id: string; changes: ApiChangeView[] }[];
  versionLinks: VersionLink[];
  currentVersionLink: null;
}

/** A crumb of the breadcrumbs trail; `href` is absent for the current page and categories. */
export interface Breadcrumb {
  label: string;
  href?: string;
}
