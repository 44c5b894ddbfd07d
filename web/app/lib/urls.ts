/**
 * URL rules of the site (SPEC.md section 2): the current docs version lives at /docs, every other
 * version at /docs/<pathSegment>; blog posts at /blog/<slug>; pages at /<slug> (`index` is /).
 */

/** The part of a docVersion that decides its URLs. */
export interface VersionPath {
  status: "current" | "unmaintained";
  pathSegment: string;
}

/** Base path of a version's docs: `/docs` for the current one, `/docs/1.37` for others. */
export const docsBasePath = (version: VersionPath): string =>
  version.status === "current" ? "/docs" : `/docs/${version.pathSegment}`;

/** URL of a doc page, e.g. `/docs/api-docs/payments` or `/docs/1.37/intro`. */
export const docUrl = (version: VersionPath, slug: string): string => `${docsBasePath(version)}/${slug}`;

/** URL of a standalone page; the page with slug `index` is the home page. */
export const pageUrl = (slug: string): string => (slug === "index" ? "/" : `/${slug}`);

export const blogPostUrl = (slug: string): string => `/blog/${slug}`;
export const blogTagUrl = (key: string): string => `/blog/tags/${key}`;
export const blogListUrl = (page: number): string => (page <= 1 ? "/blog" : `/blog/page/${page}`);

/**
 * Splits the path after `/docs/` into a version and a slug. A first segment equal to a
 * non-current version's pathSegment selects that version; anything else belongs to the current
 * version. Returns null when there is no current version or the slug is empty.
 */
export function parseDocsPath<V extends VersionPath>(splat: string, versions: V[]): { version: V; slug: string } | null {
  const segments = splat.split("/").filter(Boolean);
  const current = versions.find((v) => v.status === "current");
  const other = versions.find((v) => v.status !== "current" && v.pathSegment === segments[0]);
  const version = other ?? current;
  if (!version) return null;
  const slug = (other ? segments.slice(1) : segments).join("/");
  return slug ? { version, slug } : null;
}

/** True for absolute http(s) URLs that leave the site. */
export const isExternalUrl = (href: string): boolean => /^https?:\/\//.test(href);

/**
 * True for an href the router handles as a page of this site: a site path (`/docs/intro`,
 * `/blog?page=2`, `/docs/intro#auth`) that is not a file served as is (`.md`, `.xml`, `.json`,
 * `.yaml`, `.txt`). Anchors, `mailto:` and external URLs are not pages of the router.
 */
export const isRoutePath = (href: string): boolean => href.startsWith("/") && !href.startsWith("//") && !/\.(md|xml|json|yaml|txt)(?:[?#]|$)/.test(href);
