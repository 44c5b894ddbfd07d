import { ContentError } from "../lib/content-error.ts";
import type { InlineBlock } from "../components/inline-portable-text.tsx";
import { buildSidebar, type SidebarItem } from "../lib/sidebar.ts";
import { listSitePaths, listSiteRedirects } from "../lib/site-paths.ts";
import { docUrl, type SiteRedirect } from "../lib/urls.ts";
import { versionFacts, type VersionFacts } from "../lib/versions.ts";
import { getApiOutlines, getApiSidebarCategories } from "./api-reference.server.ts";
import * as q from "./queries.ts";
import * as r from "./query-results.ts";
import { run } from "./query-runner.server.ts";
import { sanitizeCmsHtml } from "./sanitize-html.server.ts";

/**
 * Site-wide content: settings, versions, sidebars, the blog's lists and the list of every path
 * to prerender. Page families have their own modules (docs.server.ts, api-reference.server.ts,
 * blog.server.ts, pages.server.ts).
 */

export const getSiteSettings = () => run("SITE_SETTINGS_QUERY", q.SITE_SETTINGS_QUERY, r.siteSettingsSchema);
export const getAnnouncement = () => run("ANNOUNCEMENT_QUERY", q.ANNOUNCEMENT_QUERY, r.announcementSchema);
export const getVersions = () => run("VERSIONS_QUERY", q.VERSIONS_QUERY, r.versionsSchema);
export const getDocSlugs = () => run("DOC_SLUGS_QUERY", q.DOC_SLUGS_QUERY, r.docSlugsSchema);
export const getBlogPosts = () => run("BLOG_POSTS_QUERY", q.BLOG_POSTS_QUERY, r.blogPostsSchema);
export const getAuthors = () => run("AUTHORS_QUERY", q.AUTHORS_QUERY, r.authorsSchema);
export const getTags = () => run("TAGS_QUERY", q.TAGS_QUERY, r.tagsSchema);
/** Every type of the error catalogue, by status then type. */
export const getErrorTypes = () => run("ERROR_TYPES_QUERY", q.ERROR_TYPES_QUERY, r.errorTypesSchema);

/**
 * The version facts (lib/versions.ts), computed once from the dataset. Throws when the dataset
 * does not have exactly one current version.
 */
export async function getVersionFacts(): Promise<VersionFacts<r.DocVersion>> {
  const versions = (await getVersions()).map(({ _id, name, label, pathSegment, status }) => ({ _id, name, label, pathSegment, status }));
  return versionFacts(versions);
}

/** The announcement bar as the chrome reads it: its text's blocks, spans and link definitions without document keys. */
export type ChromeAnnouncement = Omit<NonNullable<r.Announcement>, "_id" | "content"> & { content: InlineBlock[] };

/**
 * Everything the site chrome needs on every page, including the 404 page. `footer.copyright` is
 * sanitised HTML. It is bundled into every page's code, so it holds only what the chrome reads:
 * no document ids, no Portable Text keys beyond the link definitions marks refer to.
 */
export interface SiteConfig {
  settings: Omit<r.SiteSettings, "_id" | "tagline">;
  announcement: ChromeAnnouncement | null;
  /** Every version, current first. */
  versions: Omit<r.DocVersion, "_id">[];
  currentVersion: Omit<r.DocVersion, "_id">;
}

type Keyed = { _key?: string; children?: Keyed[] };
/** Portable Text without the `_key` of blocks and spans (React needs none for static text); link definitions keep theirs, which marks name. */
const withoutKeys = (nodes: Keyed[]): Keyed[] => nodes.map(({ _key, children, ...node }) => ({ ...node, ...(children ? { children: withoutKeys(children) } : {}) }));

/** Site settings, announcement bar and versions, bundled into the client at build time. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const [{ _id, tagline, ...settings }, announcement, versions] = await Promise.all([getSiteSettings(), getAnnouncement(), getVersionFacts()]);
  const footer = { ...settings.footer, copyright: settings.footer.copyright ? sanitizeCmsHtml(settings.footer.copyright) : null };
  const version = ({ _id, ...rest }: r.DocVersion) => rest;
  const chromeAnnouncement = announcement && (({ _id, content, ...rest }) => ({ ...rest, content: withoutKeys(content as Keyed[]) as InlineBlock[] }))(announcement);
  return { settings: { ...settings, footer }, announcement: chromeAnnouncement, versions: versions.all.map(version), currentVersion: version(versions.current) };
}

/**
 * Sidebar items of a version's sidebar: its doc pages (top-level pages, then categories), then
 * one category per API group shown in that sidebar, with the group's operations in document order.
 */
export async function getSidebar(version: r.DocVersion, sidebar: string): Promise<SidebarItem[]> {
  const [entries, apiCategories] = await Promise.all([
    run("SIDEBAR_QUERY", q.SIDEBAR_QUERY, r.sidebarEntriesSchema, { version: version.name, sidebar }),
    getApiSidebarCategories(version, sidebar),
  ]);
  return [...buildSidebar(entries.map((entry) => ({ title: entry.title, href: docUrl(version, entry.slug), category: entry.category, position: entry.position }))), ...apiCategories];
}

/** A crumb of the breadcrumbs trail; `href` is absent for the current page and categories. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** Every path to prerender (lib/site-paths.ts), from the dataset. Throws naming a doc page whose version does not exist. */
export async function listContentPaths(): Promise<string[]> {
  const [pages, versions, docs, posts, tags, settings, api, errorTypes] = await Promise.all([
    run("PAGE_SLUGS_QUERY", q.PAGE_SLUGS_QUERY, r.pageSlugsSchema),
    getVersionFacts(),
    getDocSlugs(),
    getBlogPosts(),
    getTags(),
    getSiteSettings(),
    getApiOutlines(),
    getErrorTypes(),
  ]);
  const versionByName = new Map(versions.all.map((v) => [v.name, v]));
  return listSitePaths({
    pages: pages.map((page) => page.slug),
    docs: docs.map((doc) => {
      const version = versionByName.get(doc.version);
      if (!version) throw new ContentError(doc._id, "version", `names unknown version ${doc.version}`);
      return { version, slug: doc.slug };
    }),
    posts: posts.map((post) => post.slug),
    tags: tags.map((tag) => tag.key),
    blogPageCount: Math.ceil(posts.length / settings.blog.postsPerPage),
    api: api.map(({ version, groups }) => ({ version, groups: groups.map((group) => ({ slug: group.slug, operations: group.operations.map((op) => op.slug) })) })),
    errorTypes: errorTypes.map((entry) => entry.type),
  });
}

/** Every permanent redirect of the site (lib/site-paths.ts `listSiteRedirects`), from the dataset's versions. */
export async function listContentRedirects(): Promise<SiteRedirect[]> {
  return listSiteRedirects((await getVersionFacts()).all);
}

/**
 * Every path the build prerenders: the pages and files of `listContentPaths`, then the sources of
 * `listContentRedirects`, whose `.data` answers tell the client router where to go.
 */
export async function listPrerenderPaths(): Promise<string[]> {
  const [paths, redirects] = await Promise.all([listContentPaths(), listContentRedirects()]);
  return [...paths, ...redirects.map((redirect) => redirect.from)];
}
