import { versionFacts, type VersionFacts } from "../../lib/versions.ts";
import * as q from "./queries.ts";
import * as r from "./query-results.ts";
import { run } from "./query-runner.server.ts";

/**
 * Site-wide content as the dataset holds it: settings, versions and the lists every part of the
 * site reads. What pages make of it (sidebars, page families, the site config the chrome reads, the
 * list of paths to prerender) is in ../views.
 */

export const getSiteSettings = () => run("SITE_SETTINGS_QUERY", q.SITE_SETTINGS_QUERY, r.siteSettingsSchema);
export const getAnnouncement = () => run("ANNOUNCEMENT_QUERY", q.ANNOUNCEMENT_QUERY, r.announcementSchema);
export const getVersions = () => run("VERSIONS_QUERY", q.VERSIONS_QUERY, r.versionsSchema);
export const getDocSlugs = () => run("DOC_SLUGS_QUERY", q.DOC_SLUGS_QUERY, r.docSlugsSchema);
export const getBlogPosts = () => run("BLOG_POSTS_QUERY", q.BLOG_POSTS_QUERY, r.blogPostsSchema);
/** The slug of every standalone page, the home page (`index`) included. */
export const getPageSlugs = async (): Promise<string[]> =>
  (await run("PAGE_SLUGS_QUERY", q.PAGE_SLUGS_QUERY, r.pageSlugsSchema)).map((page) => page.slug);
export const getAuthors = () => run("AUTHORS_QUERY", q.AUTHORS_QUERY, r.authorsSchema);
export const getTags = () => run("TAGS_QUERY", q.TAGS_QUERY, r.tagsSchema);
/** Every referenced image asset whose file is on Sanity's CDN (queries.ts REMOTE_IMAGE_ASSETS_QUERY). */
export const getRemoteImageAssets = () =>
  run("REMOTE_IMAGE_ASSETS_QUERY", q.REMOTE_IMAGE_ASSETS_QUERY, r.remoteImageAssetsSchema);
/** The day (`YYYY-MM-DD`) the next post dated in the future comes out, or null (queries.ts NEXT_POST_RELEASE_QUERY). */
export const getNextPostRelease = () =>
  run("NEXT_POST_RELEASE_QUERY", q.NEXT_POST_RELEASE_QUERY, r.nextPostReleaseSchema);
/** Every document whose fields hold links readers follow, whole (queries.ts LINKING_DOCUMENTS_QUERY). */
export const getLinkingDocuments = () =>
  run("LINKING_DOCUMENTS_QUERY", q.LINKING_DOCUMENTS_QUERY, r.linkingDocumentsSchema);
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
