import type { TocEntry } from "../../lib/headings.ts";
import type { ApiFactsView } from "../../api-reference/api-facts-view.ts";
import type { CodeSample } from "../../api-reference/code-samples.ts";
import type { ExampleLabel, OperationView } from "../../api-reference/operation-view.ts";
import type { SidebarLink } from "../../lib/sidebar.ts";
import type { StaticPart } from "../../lib/static-part.ts";
import type { VersionLink } from "../../lib/version-switch.ts";
import type { DocVersion } from "../queries/query-results.ts";
import type { Breadcrumb } from "./docs-view.ts";

/** What every API reference route carries for the chrome and meta tags: its URL, its version and the version menu's links. */
export interface ApiRouteBase<Kind extends string> {
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
  /** The facts' sections and the API groups, as the page's table of contents. */
  toc: TocEntry[];
}

/** What an API group's specification page carries. */
export interface ApiGroupRouteData extends ApiRouteBase<"api-group"> {
  groupName: string;
  breadcrumbs: Breadcrumb[];
  content: StaticPart<"api-group">;
}

/** An example as an operation page shows it: its label and highlighted `<pre>` HTML. */
export interface HighlightedExample extends ExampleLabel {
  html: string;
}

/** A request sample as an operation page shows it: its language and highlighted `<pre>` HTML. */
export type HighlightedSample = Omit<CodeSample, "code"> & { html: string };

/** An operation or webhook as lists of the API reference show it, with the URL of its page. */
export interface ApiOperationLink {
  method: string;
  path: string;
  summary: string;
  href: string;
  kind: "operation" | "webhook";
}

/** What a version's API reference overview (`/docs/api`, `/docs/<pathSegment>/api`) renders. */
export interface ApiOverviewPageView extends ApiFactsView {
  version: DocVersion;
  url: string;
  /** The document's description (HTML): what the API is and the rules every operation follows. */
  description: string | null;
  /** Every group in document order: its description in short (HTML), its specification page and its operations. */
  groups: { name: string; slug: string; href: string; lead: string | null; operations: ApiOperationLink[] }[];
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}

/** What an API group page (the group's specification page, no sidebar) renders. */
export interface ApiGroupPageView extends ApiFactsView {
  version: DocVersion;
  url: string;
  group: { name: string; slug: string; description: string | null };
  operations: ApiOperationLink[];
  /** The API reference overview, then the group. */
  breadcrumbs: Breadcrumb[];
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}

/** What an API operation or webhook page renders: the view model with highlighted examples, and highlighted request samples. */
export interface ApiOperationPageView {
  view: OperationView<HighlightedExample>;
  /** Highlighted request samples, one set per request body example (code-samples.ts buildCodeSampleSets). */
  samples: HighlightedSample[][];
  version: DocVersion;
  url: string;
  /** The name of the docs sidebar the operation's group is shown in. */
  sidebarName: string;
  breadcrumbs: Breadcrumb[];
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}
