import type { InlineBlock } from "../lib/inline-block.ts";
import { versionFacts, type VersionFacts } from "../lib/versions.ts";
import * as q from "./queries.ts";
import * as r from "./query-results.ts";
import { run } from "./query-runner.server.ts";
import { sanitizeCmsHtml } from "./sanitize-html.server.ts";

/**
 * Site-wide content: settings, versions and the lists every part of the site reads. Sidebars
 * (sidebar.server.ts), the list of paths to prerender (site-paths.server.ts) and page families
 * (docs.server.ts, api-reference.server.ts, blog.server.ts, pages.server.ts) have their own modules.
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
  const versions = (await getVersions()).map(({ _id, name, label, pathSegment, status }) => ({
    _id,
    name,
    label,
    pathSegment,
    status,
  }));
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
const withoutKeys = (nodes: Keyed[]): Keyed[] =>
  nodes.map(({ _key, children, ...node }) => ({ ...node, ...(children ? { children: withoutKeys(children) } : {}) }));

/** Site settings, announcement bar and versions, bundled into the client at build time. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const [{ _id, tagline, ...settings }, announcement, versions] = await Promise.all([
    getSiteSettings(),
    getAnnouncement(),
    getVersionFacts(),
  ]);
  const footer = {
    ...settings.footer,
    copyright: settings.footer.copyright ? sanitizeCmsHtml(settings.footer.copyright) : null,
  };
  const version = ({ _id, ...rest }: r.DocVersion) => rest;
  const chromeAnnouncement =
    announcement &&
    (({ _id, content, ...rest }) => ({ ...rest, content: withoutKeys(content as Keyed[]) as InlineBlock[] }))(
      announcement,
    );
  return {
    settings: { ...settings, footer },
    announcement: chromeAnnouncement,
    versions: versions.all.map(version),
    currentVersion: version(versions.current),
  };
}

/** A crumb of the breadcrumbs trail; `href` is absent for the current page and categories. */
export interface Breadcrumb {
  label: string;
  href?: string;
}
