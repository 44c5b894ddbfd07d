import type { ApiGroupPageView } from "../../../web/app/content/views/api-view.ts";
import type { ApiChangesPageView } from "../../../web/app/content/views/docs-view.ts";
import type { BlogPost, ErrorTypeSummary, Page } from "../../../web/app/content/queries/query-results.ts";
import { errorTypeUrl } from "../../../web/app/lib/urls.ts";
import { cell, operationsTable } from "./api-overview-markdown.ts";
import { bodyToMarkdown } from "./page-markdown.ts";

/**
 * The Markdown twins of the pages that are not doc, operation or error pages: blog posts,
 * standalone pages, API group pages, the API changes page and the error catalogue. Each holds what
 * its page shows, in the order it shows it, so a reader or an assistant given the `.md` misses
 * nothing; bodies go through `bodyToMarkdown`, as doc pages do.
 */

/** A blog post: title, description, date and authors, tags, then the body (prepared with the Markdown target). */
export function blogPostToMarkdown(post: BlogPost): string {
  const byline = `${post.date.slice(0, 10)} · ${post.authors.map((author) => author.name).join(", ")}`;
  const tags = post.tags?.length ? `Tags: ${post.tags.map((tag) => tag.label).join(", ")}` : null;
  return [
    `# ${post.title}`,
    "",
    post.description,
    "",
    byline,
    ...(tags ? ["", tags] : []),
    "",
    bodyToMarkdown((post.body ?? []) as never).trim(),
    "",
  ].join("\n");
}

/** A standalone page: title, description, its hero (heading, text, links), then the body. */
export function standalonePageToMarkdown(page: Page): string {
  const hero = page.hero
    ? [
        `## ${page.hero.heading}`,
        "",
        ...(page.hero.text ? [page.hero.text, ""] : []),
        ...[page.hero.primary, page.hero.secondary].flatMap((link) =>
          link ? [`- [${link.label}](${link.href})`] : [],
        ),
        "",
      ]
    : [];
  return [
    `# ${page.title}`,
    "",
    page.description,
    "",
    ...hero,
    page.body ? bodyToMarkdown(page.body as never).trim() : "",
    "",
  ].join("\n");
}

/** An API group page: its name, its description (Markdown, from the document) and a table of its operations. */
export function apiGroupToMarkdown(view: ApiGroupPageView, description: string | null): string {
  return [
    `# ${view.group.name} API`,
    "",
    ...(description ? [description.trim(), ""] : []),
    ...operationsTable(view.operations),
    "",
  ].join("\n");
}

const KIND = { added: "Added", removed: "Removed", renamed: "Renamed", changed: "Changed" } as const;

/** The API changes page: every change by group, each operation linked to both references, with its field changes. */
export function apiChangesToMarkdown(view: ApiChangesPageView): string {
  const out = [`# API changes from ${view.older.label} to ${view.newer.label}`, ""];
  for (const group of view.groups) {
    out.push(`## ${group.name}`, "");
    for (const change of group.changes) {
      const links = [
        change.olderHref && `[${view.older.label} reference](${change.olderHref})`,
        change.newerHref && `[${view.newer.label} reference](${change.newerHref})`,
      ].filter(Boolean);
      out.push(
        `- **${KIND[change.change]}** ${change.method} \`${change.path}\`: ${change.summary} (${links.join(", ")})`,
      );
      for (const field of change.fields)
        out.push(
          `  - ${KIND[field.change]} ${field.location} \`${field.name}\`${field.detail ? `: ${field.detail}` : ""}`,
        );
    }
    out.push("");
  }
  return `${out.join("\n").trim()}\n`;
}

/** The error catalogue: its description and one row per problem type, linked to its page. */
export function errorCatalogueToMarkdown(
  title: string,
  description: string,
  types: ErrorTypeSummary[],
  site: string,
): string {
  return [
    `# ${title}`,
    "",
    description,
    "",
    "| Status | `type` | Title | When |",
    "| --- | --- | --- | --- |",
    ...types.map(
      (type) =>
        `| ${type.status} | [\`${site}${errorTypeUrl(type.type)}\`](${errorTypeUrl(type.type)}) | ${cell(type.title)} | ${cell(type.description)} |`,
    ),
    "",
  ].join("\n");
}
