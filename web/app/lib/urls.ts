import { isCurrentVersion, type VersionPath } from "./versions.ts";

/**
 * URL rules of the site (SPEC.md section 2), the one module that builds and parses its URLs: the
 * current docs version lives at /docs, every other version at /docs/<pathSegment>, and the docs
 * root of a version redirects to its intro; the API reference of a version under its docs at api
 * (the overview), api/<group> and api/<group>/<operation>; blog posts at /blog/<slug>; pages at
 * /<slug> (`index` is /). Loaders, the prerender list, the host's redirects, content checks,
 * machine files and the Studio all build URLs here.
 */

/** Base path of a version's docs: `/docs` for the current one, `/docs/<pathSegment>` for others. */
export const docsBasePath = (version: VersionPath): string =>
  isCurrentVersion(version) ? "/docs" : `/docs/${version.pathSegment}`;

/** URL of a doc page, e.g. `/docs/api-docs/payments` or `/docs/<pathSegment>/intro`. */
export const docUrl = (version: VersionPath, slug: string): string => `${docsBasePath(version)}/${slug}`;

/** URL of a version's intro, the page its docs start at: `/docs/intro`, `/docs/<pathSegment>/intro`. */
export const introUrl = (version: VersionPath): string => docUrl(version, "intro");

/** A permanent redirect of the site: a path that has no page of its own, and the page it answers with. */
export interface SiteRedirect {
  from: string;
  to: string;
}

/**
 * The docs root of a version (`/docs`, `/docs/<pathSegment>`) has no page of its own: it
 * redirects to the version's intro. The host answers it with a 301 and the client router follows
 * the prerendered redirect, both from this one rule.
 */
export const docsRootRedirect = (version: VersionPath): SiteRedirect => ({
  from: docsBasePath(version),
  to: introUrl(version),
});

/** URL of a version's API reference overview, under which its group and operation pages live: `/docs/api`, `/docs/<pathSegment>/api`. */
export const apiOverviewUrl = (version: VersionPath): string => `${docsBasePath(version)}/api`;

/** URL of an API group's specification page, e.g. `/docs/api/payments`. */
export const apiGroupUrl = (version: VersionPath, group: string): string => `${apiOverviewUrl(version)}/${group}`;

/** URL of an API operation or webhook page, e.g. `/docs/api/payments/create`. */
export const apiOperationUrl = (version: VersionPath, group: string, operation: string): string =>
  `${apiGroupUrl(version, group)}/${operation}`;

/** The path segment naming a pair of versions on the API changes page: `<older>-to-<newer>`. */
export const versionPairSegment = (older: { name: string }, newer: { name: string }): string =>
  `${older.name}-to-${newer.name}`;

/** URL of the page listing API changes from `older` to `newer`, under the current docs: `/docs/api-changes/<older>-to-<newer>`. */
export const apiChangesUrl = (older: { name: string }, newer: { name: string }): string =>
  `/docs/api-changes/${versionPairSegment(older, newer)}`;

/** URLs of a version's whole OpenAPI document, served as files. */
export const openApiFileUrls = (version: { name: string }) => ({
  yaml: `/openapi/tidewire-${version.name}.yaml`,
  json: `/openapi/tidewire-${version.name}.json`,
});

/** URL of the Markdown twin of a doc page or operation page: its path plus `.md`. */
export const markdownTwinUrl = (path: string): string => `${path}.md`;

/** URL of a version's `llms.txt` (and, with `full`, `llms-full.txt`): at the site root for the current version, under the version's docs for others. */
export const llmsTxtUrl = (version: VersionPath, full = false): string =>
  `${isCurrentVersion(version) ? "" : docsBasePath(version)}/${full ? "llms-full.txt" : "llms.txt"}`;

/** URL of a standalone page; the page with slug `index` is the home page. */
export const pageUrl = (slug: string): string => (slug === "index" ? "/" : `/${slug}`);

/** The error catalogue: `/errors`, and one page per RFC 9457 problem `type` below it (content/API-CONVENTIONS.md, "Errors"). */
export const errorCatalogueUrl = "/errors";
export const errorTypeUrl = (type: string): string => `${errorCatalogueUrl}/${type}`;
/** The problem type a path names (`/errors/<type>`, type in kebab case), or null. */
export const parseErrorTypeUrl = (path: string): string | null =>
  path.match(/^\/errors\/([a-z0-9]+(?:-[a-z0-9]+)*)$/)?.[1] ?? null;

export const blogPostUrl = (slug: string): string => `/blog/${slug}`;
export const blogTagUrl = (key: string): string => `/blog/tags/${key}`;
export const blogListUrl = (page: number): string => (page <= 1 ? "/blog" : `/blog/page/${page}`);

/** The non-current version whose pathSegment is `segment`, the first segment of its docs paths. */
const olderVersionAt = <V extends VersionPath>(versions: V[], segment: string | undefined): V | undefined =>
  versions.find((v) => !isCurrentVersion(v) && v.pathSegment === segment);

/**
 * Splits the path after `/docs/` into a version and a slug. A first segment equal to a
 * non-current version's pathSegment selects that version; anything else belongs to the current
 * version. The slug is empty at a version's docs root. Returns null when there is no current version.
 */
function splitDocsPath<V extends VersionPath>(splat: string, versions: V[]): { version: V; slug: string } | null {
  const segments = splat.split("/").filter(Boolean);
  const other = olderVersionAt(versions, segments[0]);
  const version = other ?? versions.find(isCurrentVersion);
  if (!version) return null;
  return { version, slug: (other ? segments.slice(1) : segments).join("/") };
}

/** What a path under `/docs/` shows, by the URL rules above (see `parseDocsRoute`). */
export type DocsLocation<V extends VersionPath> =
  | { kind: "docs-root"; version: V }
  | { kind: "doc"; version: V; slug: string }
  | { kind: "api-overview"; version: V }
  | { kind: "api-group"; version: V; group: string }
  | { kind: "api-operation"; version: V; group: string; operation: string }
  | { kind: "api-changes"; version: V; pair: string };

/**
 * Reads the path after `/docs/` (`splitDocsPath`) as a place in the docs: a version's docs root
 * (empty, or a version's pathSegment alone; see `docsRootRedirect`), its API overview (`api`), an
 * API operation (`api/<group>/<operation>`), an API group (`api/<group>`), the API changes page of
 * a version pair (`api-changes/<older>-to-<newer>`, current version only) or a doc page (anything
 * else). Says nothing about whether such a page exists. Returns null when the path has no page
 * at all.
 */
export function parseDocsRoute<V extends VersionPath>(splat: string, versions: V[]): DocsLocation<V> | null {
  const location = splitDocsPath(splat, versions);
  if (!location) return null;
  const { version, slug } = location;
  if (!slug) return { kind: "docs-root", version };
  const changes = isCurrentVersion(version) ? /^api-changes\/([^/]+)$/.exec(slug) : null;
  if (changes) return { kind: "api-changes", version, pair: changes[1] };
  if (slug === "api" || slug.startsWith("api/")) return apiLocation(version, slug.slice("api/".length));
  return { kind: "doc", version, slug };
}

/** A place in a version's API reference (see `parseDocsRoute`). */
export type ApiLocation<V extends VersionPath> = Extract<
  DocsLocation<V>,
  { kind: "api-overview" | "api-group" | "api-operation" }
>;

/** Reads `rest`, the path after a version's `api/`, as its overview (empty), a group or an operation; null for anything deeper. */
function apiLocation<V extends VersionPath>(version: V, rest: string): ApiLocation<V> | null {
  const segments = rest === "" ? [] : rest.split("/");
  if (segments.some((segment) => !segment)) return null;
  if (segments.length === 0) return { kind: "api-overview", version };
  if (segments.length === 1) return { kind: "api-group", version, group: segments[0] };
  if (segments.length === 2) return { kind: "api-operation", version, group: segments[0], operation: segments[1] };
  return null;
}

/**
 * Reads the API reference routes' params (`/docs/api/*`, `/docs/:version/api/*`) by the same rules
 * as `parseDocsRoute`: `versionSegment` is a non-current version's pathSegment, or undefined for
 * the current version; `rest` is the path after `api/`. Null when no version has that
 * pathSegment or the path is deeper than an operation.
 */
export function parseApiRoute<V extends VersionPath>(
  versionSegment: string | undefined,
  rest: string,
  versions: V[],
): ApiLocation<V> | null {
  const version =
    versionSegment === undefined ? versions.find(isCurrentVersion) : olderVersionAt(versions, versionSegment);
  return version ? apiLocation(version, rest) : null;
}

/**
 * A site path as the reader of `version`'s docs wants it: a path into the current version's docs
 * becomes the same page of `version` (`/docs/api` → `/docs/<pathSegment>/api`), as Docusaurus'
 * `docsVersion` navbar items follow the version being read; any other path (outside the docs, or
 * the current version's API changes, which have no older copy) is returned unchanged.
 */
export function inDocsVersion<V extends VersionPath>(href: string, version: V, versions: V[]): string {
  if (isCurrentVersion(version) || !/^\/docs(\/|$)/.test(href)) return href;
  const location = splitDocsPath(href.slice("/docs".length), versions);
  if (!location || !isCurrentVersion(location.version) || location.slug.startsWith("api-changes/")) return href;
  return location.slug ? docUrl(version, location.slug) : docsBasePath(version);
}

/** A route's splat param as the URL rules read it: a prerender asks for a page as `<path>/`, the same page as `<path>`. */
export const splatParam = (splat: string | undefined): string => (splat ?? "").replace(/\/+$/, "");

/** True for absolute http(s) URLs that leave the site. */
export const isExternalUrl = (href: string): boolean => /^https?:\/\//.test(href);

/**
 * True for an href the router handles as a page of this site: a site path (`/docs/intro`,
 * `/blog?page=2`, `/docs/intro#auth`) that is not a file served as is (`.md`, `.xml`, `.json`,
 * `.yaml`, `.txt`). Anchors, `mailto:` and external URLs are not pages of the router.
 */
export const isRoutePath = (href: string): boolean =>
  href.startsWith("/") && !href.startsWith("//") && !/\.(md|xml|json|yaml|txt)(?:[?#]|$)/.test(href);

/**
 * A site-relative href (`/docs/intro/?x=1#quote`, `#quote`) split into its path, decoded and
 * without query, fragment or trailing slash (the form of the site's own paths; empty for an
 * `#anchor` alone), and its fragment, decoded (empty when there is none).
 */
export function splitSiteHref(href: string): { path: string; hash: string } {
  const hashAt = href.indexOf("#");
  const path = decodeURI(href.split(/[?#]/, 1)[0]);
  return {
    path: path.length > 1 ? path.replace(/\/+$/, "") : path,
    hash: hashAt >= 0 ? decodeURIComponent(href.slice(hashAt + 1)) : "",
  };
}
