import { extractToc, type TextBlock, type TocEntry } from "../lib/headings.ts";
import { adjacentLinks, buildSidebar, type SidebarItem, type SidebarLink } from "../lib/sidebar.ts";
import { blogListUrl, blogPostUrl, blogTagUrl, docsBasePath, docUrl, pageUrl, parseDocsPath } from "../lib/urls.ts";
import { apiVersionLinks, versionLinks, type ApiIndex, type VersionLink } from "../lib/version-switch.ts";
import { diffApiDocuments, type OperationChange } from "../api-reference/api-diff.ts";
import { apiGroupUrl, apiOperationUrl, getApiGroups, getApiOperation, getApiSidebarCategories, getApiSpec, type ApiOperationData } from "./api-reference.server.ts";
import { errorCataloguePaths } from "./error-catalogue.server.ts";
import { prepareBody, type PrepareOptions } from "./prepare-body.server.ts";
import { sanitizeCmsHtml } from "./sanitize-html.server.ts";
import * as q from "./queries.ts";
import * as r from "./query-results.ts";
import { run } from "./query-runner.server.ts";

export const getSiteSettings = () => run("SITE_SETTINGS_QUERY", q.SITE_SETTINGS_QUERY, r.siteSettingsSchema);
export const getAnnouncement = () => run("ANNOUNCEMENT_QUERY", q.ANNOUNCEMENT_QUERY, r.announcementSchema);
export const getVersions = () => run("VERSIONS_QUERY", q.VERSIONS_QUERY, r.versionsSchema);
const getDocSlugs = () => run("DOC_SLUGS_QUERY", q.DOC_SLUGS_QUERY, r.docSlugsSchema);
export const getBlogPosts = () => run("BLOG_POSTS_QUERY", q.BLOG_POSTS_QUERY, r.blogPostsSchema);

/** Everything the site chrome needs on every page, including the 404 page. `footer.copyright` is sanitised HTML. */
export interface SiteConfig {
  settings: r.SiteSettings;
  announcement: r.Announcement;
  versions: r.DocVersion[];
}

/** Site settings, announcement bar and versions, bundled into the client at build time. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const [settings, announcement, versions] = await Promise.all([getSiteSettings(), getAnnouncement(), getVersions()]);
  if (versions.filter((v) => v.status === "current").length !== 1) throw new Error('Invalid content: exactly one docVersion must have status "current"');
  const footer = { ...settings.footer, copyright: settings.footer.copyright ? sanitizeCmsHtml(settings.footer.copyright) : null };
  return { settings: { ...settings, footer }, announcement, versions: versions.map(({ _id, name, label, pathSegment, status }) => ({ _id, name, label, pathSegment, status })) };
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

/**
 * Loads the doc page at `/docs/<splat>` with its sidebar, TOC, pager, breadcrumbs and version
 * links. Returns null when no doc page has that path. `options` is passed to `prepareBody`.
 */
export async function getDocPageView(splat: string, options: PrepareOptions = {}): Promise<DocPageView | null> {
  const versions = await getVersions();
  const location = parseDocsPath(splat, versions);
  if (!location) return null;
  const raw = await run("DOC_PAGE_QUERY", q.DOC_PAGE_QUERY, r.docPageSchema.nullable(), { version: location.version.name, slug: location.slug });
  if (!raw) return null;
  const page = { ...raw, body: await prepareBody(raw.body, raw._id, options) };
  const url = docUrl(page.version, page.slug);
  const [sidebar, slugs] = await Promise.all([getSidebar(page.version, page.sidebar), getDocSlugs()]);
  const slugsByVersion = new Map<string, Set<string>>();
  for (const doc of slugs) slugsByVersion.set(doc.version, (slugsByVersion.get(doc.version) ?? new Set()).add(doc.slug));
  const links = versionLinks(versions, page.slug, slugsByVersion);
  return {
    page,
    url,
    toc: page.hideTableOfContents ? [] : extractToc(page.body as TextBlock[], page.tocMinHeadingLevel ?? 2, page.tocMaxHeadingLevel ?? 5),
    sidebar,
    pager: adjacentLinks(sidebar, url),
    breadcrumbs: [{ label: "Docs", href: `${docsBasePath(page.version)}/intro` }, ...(page.category ? [{ label: page.category }] : []), { label: page.title }],
    versionLinks: links,
    currentVersionLink: page.version.status === "current" ? null : (links.find((link) => link.status === "current") ?? null),
  };
}

/** What an API group page (the group's specification page, no sidebar) renders. */
export interface ApiGroupPageView {
  version: r.DocVersion;
  url: string;
  group: Awaited<ReturnType<typeof getApiGroups>>[number];
  operations: { method: string; path: string; summary: string; href: string; kind: "operation" | "webhook" }[];
  servers: { url: string; description: string | null }[];
  auth: string | null;
  downloads: { yaml: string; json: string };
  /** The API changes page that involves this version, if any. */
  changesHref: string | null;
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}

/** What an API operation or webhook page renders. */
export interface ApiOperationPageView extends ApiOperationData {
  version: r.DocVersion;
  url: string;
  sidebar: SidebarItem[];
  pager: { previous: SidebarLink | null; next: SidebarLink | null };
  breadcrumbs: Breadcrumb[];
  versionLinks: VersionLink[];
  currentVersionLink: VersionLink | null;
}

/** What the API changes page between two versions renders. */
export interface ApiChangesPageView {
  version: r.DocVersion;
  url: string;
  older: r.DocVersion;
  newer: r.DocVersion;
  changes: (OperationChange & { olderHref: string | null; newerHref: string | null })[];
  versionLinks: VersionLink[];
  currentVersionLink: null;
}

/** What the `/docs/*` route renders: a doc page, an API group page, an API operation page or an API changes page. */
export type DocsRouteView =
  | ({ kind: "doc" } & DocPageView)
  | ({ kind: "api-group" } & ApiGroupPageView)
  | ({ kind: "api-operation" } & ApiOperationPageView)
  | ({ kind: "api-changes" } & ApiChangesPageView);

/** URL of the page listing API changes from `older` to `newer`, e.g. `/docs/api-changes/1.37-to-2.0`. */
export const apiChangesUrl = (older: { name: string }, newer: { name: string }) => `/docs/api-changes/${older.name}-to-${newer.name}`;

/** Consecutive version pairs (older, newer) that both have an API document, oldest pair last. */
async function apiVersionPairs(versions: r.DocVersion[]): Promise<[r.DocVersion, r.DocVersion][]> {
  const withApi = (await Promise.all(versions.map(async (v) => ((await getApiSpec(v.name)) ? v : null)))).filter((v): v is r.DocVersion => v !== null);
  return withApi.slice(1).map((older, index) => [older, withApi[index]]);
}

async function getApiChangesView(pair: string, versions: r.DocVersion[]): Promise<ApiChangesPageView | null> {
  const match = (await apiVersionPairs(versions)).find(([older, newer]) => `${older.name}-to-${newer.name}` === pair);
  if (!match) return null;
  const [older, newer] = match;
  const [olderSpec, newerSpec] = await Promise.all([getApiSpec(older.name), getApiSpec(newer.name)]);
  const changes = diffApiDocuments(olderSpec!.doc, newerSpec!.doc).map((change) => ({
    ...change,
    olderHref: change.change === "added" ? null : apiOperationUrl(older, change.group, change.slug),
    newerHref: change.change === "removed" ? null : apiOperationUrl(newer, change.group, change.slug),
  }));
  const url = apiChangesUrl(older, newer);
  return {
    version: newer,
    url,
    older,
    newer,
    changes,
    versionLinks: versions.map((v) => ({ name: v.name, label: v.label, status: v.status, href: v === newer || v === older ? url : docUrl(v, "intro"), samePage: v === newer || v === older })),
    currentVersionLink: null,
  };
}

/** URLs of a version's OpenAPI document, served as files. */
export const openApiFileUrls = (version: { name: string }) => ({ yaml: `/openapi/tidewire-${version.name}.yaml`, json: `/openapi/tidewire-${version.name}.json` });

async function apiIndexByVersion(versions: r.DocVersion[]): Promise<Map<string, ApiIndex>> {
  const entries = await Promise.all(
    versions.map(async (version) => [version.name, (await getApiGroups(version.name)).map((group) => ({ group: group.slug, operations: new Set(group.operations.map((op) => op.slug)) }))] as const),
  );
  return new Map(entries);
}

/**
 * Resolves `/docs/<splat>`: an API operation (`api/<group>/<operation>`), an API group page
 * (`api/<group>`) or a doc page. Returns null when nothing has that path.
 */
export async function getDocsRouteView(splat: string): Promise<DocsRouteView | null> {
  const versions = await getVersions();
  const location = parseDocsPath(splat, versions);
  if (!location) return null;
  const changesPair = location.version.status === "current" ? location.slug.match(/^api-changes\/([^/]+)$/) : null;
  if (changesPair) {
    const view = await getApiChangesView(changesPair[1], versions);
    return view && { kind: "api-changes", ...view };
  }
  const api = location.slug.match(/^api\/([^/]+)(?:\/([^/]+))?$/);
  if (!api) {
    const view = await getDocPageView(splat);
    return view && { kind: "doc", ...view };
  }
  const { version } = location;
  const [, groupSlug, operationSlug] = api;
  const [groups, apiIndex] = await Promise.all([getApiGroups(version.name), apiIndexByVersion(versions)]);
  const group = groups.find((g) => g.slug === groupSlug);
  if (!group) return null;
  const links = apiVersionLinks(versions, groupSlug, operationSlug ?? null, apiIndex);
  const currentVersionLink = version.status === "current" ? null : (links.find((link) => link.status === "current") ?? null);
  if (!operationSlug) {
    const spec = await getApiOperation(version.name, group.slug, group.operations[0].slug);
    const auth = spec?.view.security.map((s) => `${s.type} (${s.name})`).join(", ") || null;
    return {
      kind: "api-group",
      version,
      url: apiGroupUrl(version, group.slug),
      group,
      operations: group.operations.map((op) => ({ method: op.method, path: op.path, summary: op.summary, kind: op.kind, href: apiOperationUrl(version, group.slug, op.slug) })),
      servers: spec?.view.servers ?? [],
      auth,
      downloads: openApiFileUrls(version),
      changesHref: await (async () => {
        const pair = (await apiVersionPairs(versions)).find(([older, newer]) => older.name === version.name || newer.name === version.name);
        return pair ? apiChangesUrl(pair[0], pair[1]) : null;
      })(),
      versionLinks: links,
      currentVersionLink,
    };
  }
  const data = await getApiOperation(version.name, groupSlug, operationSlug);
  if (!data) return null;
  const url = apiOperationUrl(version, groupSlug, operationSlug);
  const sidebar = await getSidebar(version, group.sidebar);
  return {
    kind: "api-operation",
    ...data,
    version,
    url,
    sidebar,
    pager: adjacentLinks(sidebar, url),
    breadcrumbs: [{ label: "API reference", href: apiGroupUrl(version, groups[0].slug) }, { label: group.name, href: apiGroupUrl(version, group.slug) }, { label: data.view.summary }],
    versionLinks: links,
    currentVersionLink,
  };
}

/** A standalone page with a prepared body, or null when no page has that slug. */
export async function getPage(slug: string): Promise<r.Page | null> {
  const page = await run("PAGE_QUERY", q.PAGE_QUERY, r.pageSchema.nullable(), { slug });
  if (!page) return null;
  return { ...page, body: page.body ? await prepareBody(page.body, page._id) : page.body };
}

/** A blog post with a prepared body, or null. */
export async function getBlogPost(slug: string): Promise<(r.BlogPost & { toc: TocEntry[] }) | null> {
  const post = await run("BLOG_POST_QUERY", q.BLOG_POST_QUERY, r.blogPostSchema.nullable(), { slug });
  if (!post) return null;
  const body = await prepareBody(post.body, post._id);
  return { ...post, body, toc: extractToc(body as TextBlock[]) };
}

/** One page of the blog list, or null when `page` is out of range. Pages are 1-based. */
export async function getBlogListPage(pageNumber: number) {
  const [posts, settings] = await Promise.all([getBlogPosts(), getSiteSettings()]);
  const size = settings.blog.postsPerPage;
  const pageCount = Math.max(1, Math.ceil(posts.length / size));
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount) return null;
  return {
    blog: settings.blog,
    posts: posts.slice((pageNumber - 1) * size, pageNumber * size),
    page: pageNumber,
    pageCount,
    previousHref: pageNumber > 1 ? blogListUrl(pageNumber - 1) : null,
    nextHref: pageNumber < pageCount ? blogListUrl(pageNumber + 1) : null,
  };
}

export const getAuthors = () => run("AUTHORS_QUERY", q.AUTHORS_QUERY, r.authorsSchema);
export const getTags = () => run("TAGS_QUERY", q.TAGS_QUERY, r.tagsSchema);

/** A tag and its posts, newest first, or null when no tag has that key. */
export async function getTagWithPosts(key: string) {
  const [tags, posts] = await Promise.all([getTags(), getBlogPosts()]);
  const tag = tags.find((t) => t.key === key);
  if (!tag) return null;
  return { tag, posts: posts.filter((post) => post.tags?.some((t) => t.key === key)) };
}

async function apiPaths(versions: r.DocVersion[]): Promise<string[]> {
  const perVersion = await Promise.all(
    versions.map(async (version) => {
      const groups = await getApiGroups(version.name);
      if (!groups.length) return [];
      const files = openApiFileUrls(version);
      return [files.yaml, files.json, ...groups.flatMap((group) => [apiGroupUrl(version, group.slug), ...group.operations.map((op) => apiOperationUrl(version, group.slug, op.slug))])];
    }),
  );
  const pairs = await apiVersionPairs(versions);
  return [...perVersion.flat(), ...pairs.map(([older, newer]) => apiChangesUrl(older, newer))];
}

/** Every path to prerender: pages, docs of every version, blog lists, posts, tags, feeds, the API reference and the error catalogue. */
export async function listContentPaths(): Promise<string[]> {
  const [pages, versions, docs, posts, tags, settings] = await Promise.all([
    run("PAGE_SLUGS_QUERY", q.PAGE_SLUGS_QUERY, r.pageSlugsSchema),
    getVersions(),
    getDocSlugs(),
    getBlogPosts(),
    getTags(),
    getSiteSettings(),
  ]);
  const versionByName = new Map(versions.map((v) => [v.name, v]));
  const blogPages = Math.max(1, Math.ceil(posts.length / settings.blog.postsPerPage));
  return [
    ...pages.map((page) => pageUrl(page.slug)),
    "/search",
    ...docs.map((doc) => {
      const version = versionByName.get(doc.version);
      if (!version) throw new Error(`Invalid content in document ${doc._id}: field "version" names unknown version ${doc.version}`);
      return docUrl(version, doc.slug);
    }),
    ...Array.from({ length: blogPages }, (_, index) => blogListUrl(index + 1)),
    "/blog/archive",
    "/blog/authors",
    "/blog/tags",
    ...tags.map((tag) => blogTagUrl(tag.key)),
    ...posts.map((post) => blogPostUrl(post.slug)),
    "/blog/rss.xml",
    "/blog/atom.xml",
    ...(await apiPaths(versions)),
    ...(await errorCataloguePaths()),
  ];
}
