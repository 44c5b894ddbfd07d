import {
  apiChangesUrl,
  apiGroupUrl,
  apiOperationUrl,
  apiOverviewUrl,
  blogListUrl,
  blogPostUrl,
  blogTagUrl,
  docsRootRedirect,
  docUrl,
  errorCatalogueUrl,
  errorTypeUrl,
  openApiFileUrls,
  pageUrl,
  type SiteRedirect,
} from "./urls.ts";
import { versionStatus, type VersionPath } from "./versions.ts";

type Version = VersionPath & { name: string };

/** What the site is made of, as far as its URLs are concerned. */
export interface SiteContents<V extends Version> {
  /** Slugs of standalone pages (`index` is the home page). */
  pages: string[];
  docs: { version: V; slug: string }[];
  /** Blog post slugs. */
  posts: string[];
  /** Tag keys. */
  tags: string[];
  /** How many pages the blog list has (at least 1). */
  blogPageCount: number;
  /** The API reference of each version that has an OpenAPI document, in version order (current first). */
  api: { version: V; groups: { slug: string; operations: string[] }[] }[];
  /** Problem types of the error catalogue. */
  errorTypes: string[];
}

/**
 * Consecutive pairs `[older, newer]` of versions that both have an API reference, newest pair
 * first, from versions listed newest first: the API changes pages the site has.
 */
export function apiVersionPairs<V extends Version>(versionsWithApi: V[]): [V, V][] {
  return versionsWithApi.slice(1).map((older, index) => [older, versionsWithApi[index]]);
}

/**
 * Every path the site prerenders, built with the URL rules of urls.ts: pages, the search page,
 * docs of every version, blog lists, archive, authors, tags, posts and feeds, the OpenAPI files,
 * the API overview, group and operation pages, the API changes pages and the error catalogue. The build's prerender list and the
 * content checks both use it.
 */
export function listSitePaths<V extends Version>(site: SiteContents<V>): string[] {
  return [
    ...site.pages.map(pageUrl),
    "/search",
    ...site.docs.map(({ version, slug }) => docUrl(version, slug)),
    ...Array.from({ length: Math.max(1, site.blogPageCount) }, (_, index) => blogListUrl(index + 1)),
    "/blog/archive",
    "/blog/authors",
    "/blog/tags",
    ...site.tags.map(blogTagUrl),
    ...site.posts.map(blogPostUrl),
    "/blog/rss.xml",
    "/blog/atom.xml",
    ...site.api.flatMap(({ version, groups }) => {
      const files = openApiFileUrls(version);
      return [
        files.yaml,
        files.json,
        apiOverviewUrl(version),
        ...groups.flatMap((group) => [
          apiGroupUrl(version, group.slug),
          ...group.operations.map((operation) => apiOperationUrl(version, group.slug, operation)),
        ]),
      ];
    }),
    ...apiVersionPairs(site.api.map(({ version }) => version)).map(([older, newer]) => apiChangesUrl(older, newer)),
    errorCatalogueUrl,
    ...site.errorTypes.map(errorTypeUrl),
  ];
}

/** A document with an address and the slugs it had before (its `previousSlugs`). */
export type RenamedDocument<V extends Version> =
  | { _id: string; kind: "docPage"; version: V; slug: string; previousSlugs: string[] }
  | { _id: string; kind: "blogPost" | "page"; slug: string; previousSlugs: string[] };

/** The address of `document` with `slug` (urls.ts: docUrl, blogPostUrl, pageUrl). */
const addressWithSlug = <V extends Version>(document: RenamedDocument<V>, slug: string): string =>
  document.kind === "docPage"
    ? docUrl(document.version, slug)
    : document.kind === "blogPost"
      ? blogPostUrl(slug)
      : pageUrl(slug);

/**
 * The 301s that keep a renamed document's old addresses working: each previous slug's address to
 * the current one. An old address that is a page of the site again (`sitePaths`, e.g. a new page
 * took the slug) is that page, not a redirect; one claimed by two documents goes to the first by
 * `_id`, so the answer does not depend on query order.
 */
export function renamedSlugRedirects<V extends Version>(
  documents: RenamedDocument<V>[],
  sitePaths: ReadonlySet<string>,
): SiteRedirect[] {
  const redirects = new Map<string, string>();
  for (const document of [...documents].sort((a, b) => a._id.localeCompare(b._id))) {
    const to = addressWithSlug(document, document.slug);
    for (const slug of document.previousSlugs) {
      const from = addressWithSlug(document, slug);
      if (from !== to && !sitePaths.has(from) && !redirects.has(from)) redirects.set(from, to);
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/**
 * Every permanent redirect of the site: each version's docs root to its intro (`docsRootRedirect`),
 * then the old addresses of renamed documents (`renamedSlugRedirects`). The build prerenders each
 * source's `.data` (the client router follows it) and writes the host's redirect rules from this
 * list; the sources are not pages, so they are in no sitemap or index.
 */
export function listSiteRedirects<V extends Version>(versions: V[], renamed: SiteRedirect[] = []): SiteRedirect[] {
  const roots = versions.map(docsRootRedirect);
  const taken = new Set(roots.map((redirect) => redirect.from));
  return [...roots, ...renamed.filter((redirect) => !taken.has(redirect.from))];
}

/** The fields of a document that decide where the site shows it. */
export interface SiteLocatable {
  _type: string;
  slug?: { current?: string };
}

/** The URL-relevant fields of a docVersion. */
export interface VersionLocation {
  status?: string;
  pathSegment?: string;
}

/**
 * The site path of a doc page, blog post or page, using the site's own URL rules
 * (web/app/lib/urls.ts): `/docs/<slug>` for the current version, `/docs/<pathSegment>/<slug>`
 * for others, `/blog/<slug>`, `/<slug>` (`/` for the home page). Returns null when the document
 * has no slug yet, its version is unknown, or the type has no page of its own.
 */
export function sitePathFor(document: SiteLocatable, version?: VersionLocation | null): string | null {
  const slug = document.slug?.current;
  if (!slug) return null;
  switch (document._type) {
    case "docPage":
      if (!version?.status || !version.pathSegment) return null;
      return docUrl({ status: versionStatus(version), pathSegment: version.pathSegment }, slug);
    case "blogPost":
      return blogPostUrl(slug);
    case "page":
      return pageUrl(slug);
    default:
      return null;
  }
}
