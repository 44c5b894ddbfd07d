import type { ErrorTypeView } from "../../../web/app/errors/error-type-view.ts";
import { bodyToMarkdown } from "./page-markdown.ts";

/**
 * The page of one problem type as Markdown, for its `.md` twin and llms-full.txt: the same sections
 * as the HTML page (facts, what it means, example, how to recover, operations that return it).
 * `view` must come from `getErrorTypeView(type, { keepPlainCode: true })`.
 */
export function errorTypeToMarkdown(view: ErrorTypeView, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, "");
  return [
    `# ${view.title}`,
    "",
    view.description,
    "",
    `- HTTP status: \`${view.status}\``,
    `- \`type\`: \`${view.uri}\``,
    `- \`title\`: \`${view.title}\``,
    "",
    "## What it means",
    "",
    bodyToMarkdown(view.meaning as never),
    "",
    ...(view.example
      ? [
          "## Example",
          "",
          `\`${view.example.status}\` from [${view.example.summary}](${site}${view.example.href}), ` +
            `\`${view.example.method} ${view.example.path}\`, in API ${view.example.versionLabel}:`,
          "",
          "```json",
          view.example.code,
          "```",
          "",
        ]
      : []),
    "## How to recover",
    "",
    bodyToMarkdown(view.recovery as never),
    "",
    "## Operations that return it",
    "",
    ...view.operations.flatMap(({ version, operations }) => [
      `### API ${version.label}`,
      "",
      ...(operations.length
        ? operations.map(
            (operation) =>
              `- [${operation.summary}](${site}${operation.href}): \`${operation.method} ${operation.path}\` (${operation.statuses.join(", ")})`,
          )
        : [`No operation of API ${version.label} returns this type.`]),
      "",
    ]),
  ]
    .join("\n")
    .trim();
}
