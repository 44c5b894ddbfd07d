import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { buildApiAccess } from "../../../web/app/api-reference/api-access.ts";
import { buildCodeSamples } from "../../../web/app/api-reference/code-samples.ts";
import { leadParagraph } from "../../../web/app/api-reference/markdown.server.ts";
import { buildOperationView } from "../../../web/app/api-reference/operation-view.ts";
import { getApiDocuments, getApiOverviewView } from "../../../web/app/content/views/api-reference.server.ts";
import {
  getDocSlugs,
  getErrorTypes,
  getSiteSettings,
  getVersionFacts,
} from "../../../web/app/content/queries/site-content.server.ts";
import { getDocPageView } from "../../../web/app/content/views/docs.server.ts";
import { getErrorTypeView } from "../../../web/app/content/views/error-catalogue.server.ts";
import { listContentPaths } from "../../../web/app/content/views/site-paths.server.ts";
import { apiOperationUrl, docsBasePath, errorTypeUrl, llmsTxtUrl, markdownTwinUrl } from "../../../web/app/lib/urls.ts";
import { isCurrentVersion } from "../../../web/app/lib/versions.ts";
import { apiOverviewToMarkdown } from "./api-overview-markdown.ts";
import { errorTypeToMarkdown } from "./error-page-markdown.ts";
import { bodyToMarkdown, operationToMarkdown } from "./page-markdown.ts";
import { insideOutput } from "../output-path.ts";

const SECTIONS = ["Guides", "API reference", "Errors"] as const;

interface MarkdownPage {
  url: string;
  title: string;
  description: string;
  section: (typeof SECTIONS)[number];
  markdown: string;
}

function write(clientDir: string, path: string, text: string) {
  const file = insideOutput(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes the machine-readable files of a built site: every doc page, API overview, API operation
 * and error catalogue page (with the current version) as Markdown at its path plus `.md`; `llms.txt` (an
 * index) and `llms-full.txt` (every page) per version (`llmsTxtUrl`: at the site root for the
 * current version, under its docs for others); `sitemap.xml` (the `sitemap` library; unmaintained
 * versions change yearly) and `robots.txt`. Returns the number of Markdown pages written.
 */
export async function writeMachineFiles(clientDir: string): Promise<number> {
  const [versions, settings, paths, docs, apis] = await Promise.all([
    getVersionFacts(),
    getSiteSettings(),
    listContentPaths(),
    getDocSlugs(),
    getApiDocuments(),
  ]);
  const site = settings.url.replace(/\/$/, "");
  let written = 0;
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
      for (const { type } of await getErrorTypes()) {
        const view = (await getErrorTypeView(type, { target: "markdown" }))!;
        pages.push({
          url: errorTypeUrl(type),
          title: `${view.title} (${view.status} ${type})`,
          description: view.description,
          section: "Errors",
          markdown: errorTypeToMarkdown(view, site),
        });
      }
    }
    for (const page of pages) write(clientDir, markdownTwinUrl(page.url), page.markdown);
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
  return written;
}
