import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { listOperations } from "../../web/app/api-reference/openapi-document.ts";
import { buildOperationView } from "../../web/app/api-reference/operation-view.ts";
import { apiOperationUrl, getApiSpec } from "../../web/app/content/api-reference.server.ts";
import { getDocPageView, getSiteSettings, getVersions, listContentPaths } from "../../web/app/content/content.server.ts";
import { getErrorTypes, getErrorTypeView } from "../../web/app/content/error-catalogue.server.ts";
import { errorTypePath } from "../../web/app/errors/error-catalogue.ts";
import { errorTypeToMarkdown } from "./error-page-markdown.ts";
import { docsBasePath } from "../../web/app/lib/urls.ts";
import { bodyToMarkdown, operationToMarkdown } from "./page-markdown.ts";

const SECTIONS = ["Guides", "API reference", "Errors"] as const;

interface MarkdownPage {
  url: string;
  title: string;
  description: string;
  section: (typeof SECTIONS)[number];
  markdown: string;
}

function write(clientDir: string, path: string, text: string) {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes the machine-readable files of a built site: every doc page, API operation and error
 * catalogue page (with the current version) as Markdown at its path plus `.md`; `llms.txt` (an
 * index) and `llms-full.txt` (every page) per
 * version, at the version's docs root (`/llms.txt` for the current version, `/docs/1.37/llms.txt`
 * for others); `sitemap.xml` (the `sitemap` library) and `robots.txt`. Returns the number of
 * Markdown pages written.
 */
export async function writeMachineFiles(clientDir: string): Promise<number> {
  const [versions, settings, paths] = await Promise.all([getVersions(), getSiteSettings(), listContentPaths()]);
  const site = settings.url.replace(/\/$/, "");
  let written = 0;
  for (const version of versions) {
    const pages: MarkdownPage[] = [];
    const base = docsBasePath(version);
    const docPaths = paths.filter((path) => path.startsWith(`${base}/`) && !/^\/api(\/|$)/.test(path.slice(base.length)) && (version.status !== "current" || !versions.some((v) => v.status !== "current" && path.startsWith(`/docs/${v.pathSegment}/`))));
    for (const path of docPaths) {
      const view = await getDocPageView(path.slice("/docs/".length), { keepPlainCode: true });
      if (!view) continue;
      const markdown = `# ${view.page.title}\n\n${view.page.description}\n\n${bodyToMarkdown(view.page.body as never)}\n`;
      pages.push({ url: view.url, title: view.page.title, description: view.page.description, section: "Guides", markdown });
    }
    const spec = await getApiSpec(version.name);
    if (spec) {
      const tags = new Map<string, string>((spec.doc.tags ?? []).map((tag: any) => [tag.name, tag["x-slug"]]));
      for (const entry of listOperations(spec.doc)) {
        const group = tags.get(entry.operation.tags?.[0]);
        if (!group) continue;
        const view = buildOperationView({ doc: spec.doc, markdown: (text) => text }, group, entry.operation["x-slug"] ?? entry.operation.operationId);
        if (!view) continue;
        pages.push({ url: apiOperationUrl(version, group, view.slug), title: view.summary, description: `${view.method} ${view.path}`, section: "API reference", markdown: operationToMarkdown(view) });
      }
    }
    if (version.status === "current") {
      for (const { type } of await getErrorTypes()) {
        const view = (await getErrorTypeView(type, { keepPlainCode: true }))!;
        pages.push({ url: errorTypePath(type), title: `${view.title} (${view.status} ${type})`, description: view.description, section: "Errors", markdown: errorTypeToMarkdown(view, site) });
      }
    }
    for (const page of pages) write(clientDir, `${page.url}.md`, page.markdown);
    written += pages.length;
    const root = version.status === "current" ? "" : base;
    const index = [
      `# ${settings.title}, API ${version.label}`,
      "",
      `> ${settings.tagline ?? ""} Documentation of the Tidewire cross-border payments API, version ${version.label}${version.status === "current" ? " (current)" : " (unmaintained)"}.`,
      "",
      ...SECTIONS.filter((section) => pages.some((page) => page.section === section)).flatMap((section) => [
        `## ${section}`,
        "",
        ...pages.filter((page) => page.section === section).map((page) => `- [${page.title}](${site}${page.url}.md): ${page.description}`),
        "",
      ]),
      `Full text: ${site}${root}/llms-full.txt`,
      "",
    ].join("\n");
    write(clientDir, `${root}/llms.txt`, index);
    write(clientDir, `${root}/llms-full.txt`, pages.map((page) => page.markdown.trim()).join("\n\n---\n\n") + "\n");
  }

  const htmlPaths = paths.filter((path) => !/\.(xml|json|yaml)$/.test(path) && path !== "/search");
  const sitemap = new SitemapStream({ hostname: site });
  const xml = await streamToPromise(Readable.from(htmlPaths.map((url) => ({ url, changefreq: url.startsWith("/docs/1.37") ? "yearly" : "weekly" }))).pipe(sitemap));
  write(clientDir, "/sitemap.xml", xml.toString());
  write(clientDir, "/robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  return written;
}
