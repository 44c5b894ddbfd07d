import { ContentError } from "../../lib/content-error.ts";
import { listSitePaths, listSiteRedirects, renamedSlugRedirects } from "../../lib/site-paths.ts";
import type { SiteRedirect } from "../../lib/urls.ts";
import { getApiOutlines } from "./api-reference.server.ts";
import {
  getBlogPosts,
  getDocSlugs,
  getErrorTypes,
  getPageSlugs,
  getSiteSettings,
  getTags,
  getVersionFacts,
} from "../queries/site-content.server.ts";
import * as q from "../queries/queries.ts";
import * as r from "../queries/query-results.ts";
import { run } from "../queries/query-runner.server.ts";

/** Every path to prerender (lib/site-paths.ts), from the dataset. Throws naming a doc page whose version does not exist. */
export async function listContentPaths(): Promise<string[]> {
  const [pages, versions, docs, posts, tags, settings, api, errorTypes] = await Promise.all([
    getPageSlugs(),
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
    pages,
    docs: docs.map((doc) => {
      const version = versionByName.get(doc.version);
      if (!version) throw new ContentError(doc._id, "version", `names unknown version ${doc.version}`);
      return { version, slug: doc.slug };
    }),
    posts: posts.map((post) => post.slug),
    tags: tags.map((tag) => tag.key),
    blogPageCount: Math.ceil(posts.length / settings.blog.postsPerPage),
    api: api.map(({ version, groups }) => ({
      version,
      groups: groups.map((group) => ({ slug: group.slug, operations: group.operations.map((op) => op.slug) })),
    })),
    errorTypes: errorTypes.map((entry) => entry.type),
  });
}

/**
 * Every permanent redirect of the site (lib/site-paths.ts `listSiteRedirects`): the dataset's
 * versions' docs roots and the old slugs of renamed documents. Throws ContentError naming a
 * renamed doc page whose version does not exist.
 */
export async function listContentRedirects(): Promise<SiteRedirect[]> {
  const [facts, renamed, paths] = await Promise.all([
    getVersionFacts(),
    run("RENAMED_DOCUMENTS_QUERY", q.RENAMED_DOCUMENTS_QUERY, r.renamedDocumentsSchema),
    listContentPaths(),
  ]);
  const versionByName = new Map(facts.all.map((v) => [v.name, v]));
  const documents = renamed.map(({ _id, _type, slug, previousSlugs, version }) => {
    if (_type !== "docPage") return { _id, kind: _type, slug, previousSlugs: previousSlugs ?? [] };
    const docVersion = versionByName.get(version);
    if (!docVersion) throw new ContentError(_id, "version", `names unknown version ${version}`);
    return { _id, kind: _type, version: docVersion, slug, previousSlugs: previousSlugs ?? [] };
  });
  return listSiteRedirects(facts.all, renamedSlugRedirects(documents, new Set(paths)));
}

/**
 * Every path the build prerenders: the pages and files of `listContentPaths`, then the sources of
 * `listContentRedirects`, whose `.data` answers tell the client router where to go.
 */
export async function listPrerenderPaths(): Promise<string[]> {
  const [paths, redirects] = await Promise.all([listContentPaths(), listContentRedirects()]);
  return [...paths, ...redirects.map((redirect) => redirect.from)];
}
