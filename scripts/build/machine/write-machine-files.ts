import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { buildApiAccess } from "../../../web/app/api-reference/api-access.ts";
import { buildCodeSamples } from "../../../web/app/api-reference/code-samples.ts";
import { leadParagraph } from "../../../web/app/api-reference/markdown.server.ts";
import { buildOperationView } from "../../../web/app/api-reference/operation-view.ts";
import {
  getApiDocuments,
  getApiGroupView,
  getApiOverviewView,
} from "../../../web/app/content/views/api-reference.server.ts";
import { getBlogPost } from "../../../web/app/content/views/blog.server.ts";
import { getPage } from "../../../web/app/content/views/pages.server.ts";
import { ERROR_CATALOGUE_DESCRIPTION, ERROR_CATALOGUE_TITLE } from "../../../web/app/errors/error-catalogue.ts";
import { apiVersionPairs } from "../../../web/app/lib/site-paths.ts";
import {
  getBlogPosts,
  getDocSlugs,
  getPageSlugs,
  getErrorTypes,
  getSiteSettings,
  getVersionFacts,
} from "../../../web/app/content/queries/site-content.server.ts";
import { getApiChangesView, getDocPageView } from "../../../web/app/content/views/docs.server.ts";
import { getErrorTypeView } from "../../../web/app/content/views/error-catalogue.server.ts";
import { listContentPaths } from "../../../web/app/content/views/site-paths.server.ts";
import {
  apiOperationUrl,
  blogPostUrl,
  docsBasePath,
  errorCatalogueUrl,
  errorTypeUrl,
  llmsTxtUrl,
  markdownTwinUrl,
  pageUrl,
  versionPairSegment,
} from "../../../web/app/lib/urls.ts";
import { isCurrentVersion } from "../../../web/app/lib/versions.ts";
import { apiOverviewToMarkdown } from "./api-overview-markdown.ts";
import { errorTypeToMarkdown } from "./error-page-markdown.ts";
import { bodyToMarkdown, operationToMarkdown } from "./page-markdown.ts";
import {
  apiChangesToMarkdown,
  apiGroupToMarkdown,
  blogPostToMarkdown,
  errorCatalogueToMarkdown,
  standalonePageToMarkdown,
} from "./site-page-markdown.ts";
import { insideOutput } from "../output-path.ts";

const SECTIONS = ["Guides", "API reference", "Errors", "Blog", "Pages"] as const;

interface MarkdownPage {
  url: string;
  title: string;
  description: string;
  section: (typeof SECTIONS)[number];
  markdown: string;
}

/**
 * Writes `text` at `path` in `clientDir` unless the file there holds it already: a file left as it
 * was keeps its modification time (a server's Last-Modified and ETag) and its compressed twins
 * (precompress.ts), as after a publish that did not change its page.
 */
function write(clientDir: string, path: string, text: string) {
  const file = insideOutput(clientDir, path);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes the machine-readable files of a built site: every doc page, API overview, group, operation
 * and changes page, and (with the current version) every error catalogue page, blog post and
 * standalone page but the home page, as Markdown at its path plus `.md`; `llms.txt` (an
 * index) and `llms-full.txt` (every page) per version (`llmsTxtUrl`: at the site root for the
 * current version, under its docs for others); `sitemap.xml` (the `sitemap` library; unmaintained
 * versions change yearly) and `robots.txt`. Returns the number of Markdown pages written.
 */
export async function writeMachineFiles(clientDir: string): Promise<number> {
  const [versions, settings, paths, docs, apis, posts] = await Promise.all([
    getVersionFacts(),
    getSiteSettings(),
    listContentPaths(),
    getDocSlugs(),
    getApiDocuments(),
    getBlogPosts(),
  ]);
  const changePairs = apiVersionPairs(apis.map((entry) => entry.version));
  // The home page (slug `index`) is the site's front door, not a document; it has no twin.
  const contentPages = (await getPageSlugs()).filter((slug) => slug !== "index");
  const site = settings.url.replace(/\/$/, "");
  let written = 0;
  const twins = new Set<string>();
  for (const version of versions.all) {
    const pages: MarkdownPage[] = [];
    for (const { slug } of docs.filter((doc) => doc.version === version.name)) {
      const view = await getDocPageView(version, slug, { target: "markdown" });
      if (!view) continue;
      const markdown = `# ${view.page.title}\n\n${view.page.description}\n\n${bodyToMarkdown(view.page.body as never)}\n`;
      pages.push({
        url: view.url,
        title: view.page.title,
        description: view.page.description,
        section: "Guides",
        markdown,
      });
    }
    const api = apis.find((entry) => entry.version.name === version.name);
    const overview = api && (await getApiOverviewView(version));
    if (api && overview) {
      // The page's own view, with the descriptions it shows as HTML taken as Markdown from the document.
      const leads = new Map(
        api.index.groups.map((group) => [group.slug, group.description ? leadParagraph(group.description) : null]),
      );
      const { security } = buildApiAccess({ doc: api.spec.doc, markdown: (text) => text });
      const markdown = apiOverviewToMarkdown({
        ...overview,
        description: typeof api.spec.doc.info?.description === "string" ? api.spec.doc.info.description : null,
        security,
        groups: overview.groups.map((group) => ({ ...group, lead: leads.get(group.slug) ?? null })),
      });
      pages.push({
        url: overview.url,
        title: "API reference",
        description: `Every group and operation of the API ${version.label}, its base URLs, authentication and OpenAPI document.`,
        section: "API reference",
        markdown,
      });
    }
    for (const group of api?.index.groups ?? []) {
      const view = (await getApiGroupView(version, group.slug))!;
      pages.push({
        url: view.url,
        title: `${group.name} API`,
        description: `Operations of the Tidewire ${group.name} API ${version.label}.`,
        section: "API reference",
        markdown: apiGroupToMarkdown(view, group.description ?? null),
      });
    }
    for (const [older, newer] of changePairs.filter(([, newer]) => newer.name === version.name)) {
      const view = (await getApiChangesView(versionPairSegment(older, newer)))!;
      pages.push({
        url: view.url,
        title: `API changes from ${older.label} to ${newer.label}`,
        description: `Operations, parameters and properties added, removed or changed between API ${older.label} and ${newer.label}.`,
        section: "API reference",
        markdown: apiChangesToMarkdown(view),
      });
    }
    for (const op of api?.index.operations ?? []) {
      const view = buildOperationView({ doc: api!.spec.doc, markdown: (text) => text }, op.group.slug, op.slug)!;
      pages.push({
        url: apiOperationUrl(version, op.group.slug, op.slug),
        title: view.summary,
        description: `${view.method} ${view.path}`,
        section: "API reference",
        markdown: operationToMarkdown(view, buildCodeSamples(view)),
      });
    }
    if (isCurrentVersion(version)) {
      const errorTypes = await getErrorTypes();
      pages.push({
        url: errorCatalogueUrl,
        title: ERROR_CATALOGUE_TITLE,
        description: ERROR_CATALOGUE_DESCRIPTION,
        section: "Errors",
        markdown: errorCatalogueToMarkdown(ERROR_CATALOGUE_TITLE, ERROR_CATALOGUE_DESCRIPTION, errorTypes, site),
      });
      for (const { type } of errorTypes) {
        const view = (await getErrorTypeView(type, { target: "markdown" }))!;
        pages.push({
          url: errorTypeUrl(type),
          title: `${view.title} (${view.status} ${type})`,
          description: view.description,
          section: "Errors",
          markdown: errorTypeToMarkdown(view, site),
        });
      }
      for (const summary of posts) {
        const post = (await getBlogPost(summary.slug, { target: "markdown" }))!;
        pages.push({
          url: blogPostUrl(post.slug),
          title: post.title,
          description: post.description,
          section: "Blog",
          markdown: blogPostToMarkdown(post),
        });
      }
      for (const slug of contentPages) {
        const page = (await getPage(slug, { target: "markdown" }))!;
        pages.push({
          url: pageUrl(page.slug),
          title: page.title,
          description: page.description,
          section: "Pages",
          markdown: standalonePageToMarkdown(page),
        });
      }
    }
    for (const page of pages) {
      write(clientDir, markdownTwinUrl(page.url), page.markdown);
      twins.add(insideOutput(clientDir, markdownTwinUrl(page.url)));
    }
    written += pages.length;
    const index = [
      `# ${settings.title}, API ${version.label}`,
      "",
      `> ${settings.tagline ?? ""} Documentation of the Tidewire cross-border payments ` +
        `API, version ${version.label}${isCurrentVersion(version) ? " (current)" : " (unmaintained)"}.`,
      "",
      ...SECTIONS.filter((section) => pages.some((page) => page.section === section)).flatMap((section) => [
        `## ${section}`,
        "",
        ...pages
          .filter((page) => page.section === section)
          .map((page) => `- [${page.title}](${site}${markdownTwinUrl(page.url)}): ${page.description}`),
        "",
      ]),
      `Full text: ${site}${llmsTxtUrl(version, true)}`,
      "",
    ].join("\n");
    write(clientDir, llmsTxtUrl(version), index);
    write(clientDir, llmsTxtUrl(version, true), pages.map((page) => page.markdown.trim()).join("\n\n---\n\n") + "\n");
  }

  const htmlPaths = paths.filter((path) => !/\.(xml|json|yaml)$/.test(path) && path !== "/search");
  const sitemap = new SitemapStream({ hostname: site });
  const unmaintained = versions.unmaintained.map((version) => `${docsBasePath(version)}/`);
  const changefreq = (url: string) => (unmaintained.some((base) => url.startsWith(base)) ? "yearly" : "weekly");
  const xml = await streamToPromise(
    Readable.from(htmlPaths.map((url) => ({ url, changefreq: changefreq(url) }))).pipe(sitemap),
  );
  write(clientDir, "/sitemap.xml", xml.toString());
  write(clientDir, "/robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  removeStaleTwins(clientDir, twins);
  return written;
}

/**
 * Deletes the Markdown twins (and their compressed copies) left in `clientDir` by an earlier build
 * for pages that no longer have one, such as a page whose slug changed and whose old address now
 * redirects: an incremental build keeps that address, so nothing else would remove its `.md`.
 */
function removeStaleTwins(clientDir: string, current: Set<string>): void {
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const file = join(clientDir, name);
    const twin = file.replace(/\.(br|gz)$/, "");
    if (twin.endsWith(".md") && !current.has(twin)) rmSync(file, { force: true });
  }
}
