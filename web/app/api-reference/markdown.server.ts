import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

const cache = new Map<string, string>();

/**
 * Renders a Markdown description from an OpenAPI document (CommonMark + GFM, with `marked`) to
 * HTML, then sanitises it with sanitize-html: formatting, lists, code, tables and links survive;
 * raw HTML, scripts, event handlers and non-http(s) links do not. Results are memoised.
 */
export function renderMarkdown(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const html = sanitizeHtml(marked.parse(text, { async: false, gfm: true }) as string, {
    allowedTags: [
      "p",
      "a",
      "strong",
      "em",
      "code",
      "pre",
      "ul",
      "ol",
      "li",
      "br",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "del",
      "h4",
      "h5",
    ],
    allowedAttributes: { a: ["href", "title"] },
    allowedSchemes: ["http", "https", "mailto"],
  }).trim();
  cache.set(text, html);
  return html;
}

/**
 * The first paragraph of a Markdown description (the first paragraph token of marked's lexer),
 * as Markdown: the description in short, for lists that show many of them. Null when the text has
 * no paragraph (only a list or a table, say).
 */
export function leadParagraph(text: string): string | null {
  const paragraph = marked.lexer(text, { gfm: true }).find((token) => token.type === "paragraph");
  return paragraph ? paragraph.raw.trim() : null;
}

/** `leadParagraph` rendered like `renderMarkdown`, or null. */
export function renderLeadParagraph(text: string): string | null {
  const lead = leadParagraph(text);
  return lead === null ? null : renderMarkdown(lead);
}
