import type { ApiOverviewPageView } from "../../../web/app/content/views/api-view.ts";

/** What the Markdown of a version's API reference overview is made of: the page's view, with descriptions as Markdown instead of HTML. */
export type ApiOverviewMarkdownInput = Pick<
  ApiOverviewPageView,
  "groups" | "servers" | "security" | "open" | "downloads" | "changesHref" | "description"
> & { version: { label: string } };

const oneLine = (text: string | null) => (text ?? "").replace(/\s*\n+\s*/g, " ").trim();
/** Text as one cell of a Markdown table: on one line, its pipes escaped. */
export const cell = (text: string) => oneLine(text).replaceAll("|", "\\|");

/** A Markdown table of operations (method, path or event, summary linked to the operation's page), as the overview and group pages list them. */
export const operationsTable = (operations: ApiOverviewPageView["groups"][number]["operations"]): string[] => [
  "| Method | Path or event | Summary |",
  "| --- | --- | --- |",
  ...operations.map((op) => `| ${op.method} | \`${cell(op.path)}\` | [${cell(op.summary)}](${op.href}) |`),
];

/**
 * A version's API reference overview as Markdown, with everything its page shows: the document's
 * description (what the API is and the rules every operation follows), base URLs,
 * authentication (each scheme's credential and description, the operations that need none), the
 * OpenAPI downloads and the changes page, then every group (heading linked to its specification
 * page, its description in short) with a table of its operations (method, path or event, summary
 * linked to the operation's page). Descriptions must be Markdown.
 */
export function apiOverviewToMarkdown(view: ApiOverviewMarkdownInput): string {
  const out = [
    "# API reference",
    "",
    `Every group and operation of the Tidewire API ${view.version.label}, its base URLs, authentication and OpenAPI document.`,
    "",
    ...(view.description ? [view.description.trim(), ""] : []),
  ];
  out.push(
    "## Base URLs",
    "",
    ...view.servers.map(
      (server) => `- \`${server.url}\`${server.description ? `: ${oneLine(server.description)}` : ""}`,
    ),
    "",
  );
  out.push("## Authenticating requests", "");
  if (view.security.length) {
    out.push(
      ...view.security.map(
        (scheme) =>
          `- ${scheme.credential ? `\`${scheme.credential}\`` : scheme.type}${scheme.description ? `: ${oneLine(scheme.description)}` : ""}`,
      ),
      "",
    );
    if (view.open.length)
      out.push(`No credentials needed for ${view.open.map((op) => `[${op.summary}](${op.href})`).join(", ")}.`, "");
  } else out.push("Requests need no credentials.", "");
  out.push(
    "## OpenAPI document",
    "",
    `- [Download YAML](${view.downloads.yaml})`,
    `- [Download JSON](${view.downloads.json})`,
  );
  if (view.changesHref) out.push(`- [What changed between versions](${view.changesHref})`);
  out.push("");
  for (const group of view.groups) {
    out.push(`## [${group.name}](${group.href})`, "");
    if (group.lead) out.push(oneLine(group.lead), "");
    out.push(...operationsTable(group.operations), "");
  }
  return `${out.join("\n").trim()}\n`;
}
