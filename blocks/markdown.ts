import { admonitionMarkdown } from "./admonition/markdown.ts";
import { cardGridMarkdown } from "./card-grid/markdown.ts";
import { codeMarkdown } from "./code/markdown.ts";
import { imageMarkdown } from "./image/markdown.ts";
import type { BlockMarkdown, Nested } from "./markdown-parts.ts";
import type { BlockName, BlockNode } from "./names.ts";
import { tableMarkdown } from "./table/markdown.ts";
import { tabsMarkdown } from "./tabs/markdown.ts";

/** The Markdown syntax, Markdown-twin writer, text and nesting of every block type (markdown-parts.ts). */
export const BLOCK_MARKDOWN = {
  code: codeMarkdown,
  admonition: admonitionMarkdown,
  tabs: tabsMarkdown,
  table: tableMarkdown,
  accessibleImage: imageMarkdown,
  cardGrid: cardGridMarkdown,
} satisfies Record<BlockName, BlockMarkdown>;

/** The registry entry of a node's type, or undefined for text blocks and unknown types. */
export const blockMarkdown = (node: { _type: string }): BlockMarkdown | undefined =>
  (BLOCK_MARKDOWN as Record<string, BlockMarkdown>)[node._type];

/**
 * Calls `visit` with every Portable Text body nested in `node` (an admonition's content, each
 * tab's content, each table cell), by the paths its block type declares. `visit` returns the
 * replacement body; the node is copied along the path, never changed in place.
 */
export function mapNestedBodies<T extends BlockNode>(node: T, visit: (body: BlockNode[]) => BlockNode[]): T {
  const paths = blockMarkdown(node)?.nested ?? [];
  const along = (value: unknown, path: string[]): unknown => {
    if (!path.length) return Array.isArray(value) ? visit(value as BlockNode[]) : value;
    if (Array.isArray(value)) return value.map((item) => along(item, path));
    if (!value || typeof value !== "object") return value;
    const [field, ...rest] = path;
    return field in (value as object)
      ? { ...(value as object), [field]: along((value as Record<string, unknown>)[field], rest) }
      : value;
  };
  return paths.reduce((current, path) => along(current, path) as T, node);
}

/** `mapNestedBodies` with an asynchronous `visit`; the nested bodies are visited concurrently. */
export async function mapNestedBodiesAsync<T extends BlockNode>(
  node: T,
  visit: (body: BlockNode[]) => Promise<BlockNode[]>,
): Promise<T> {
  const visited = new Map<BlockNode[], BlockNode[]>();
  mapNestedBodies(node, (body) => {
    visited.set(body, body);
    return body;
  });
  await Promise.all([...visited.keys()].map(async (body) => visited.set(body, await visit(body))));
  return mapNestedBodies(node, (body) => visited.get(body) ?? body);
}

/**
 * The text a reader reads in a Portable Text body (text blocks' spans, each block type's `toText`),
 * paragraphs separated by newlines. `skip` leaves out block types (word counts leave out code).
 */
export function bodyText(body: BlockNode[], skip: ReadonlySet<string> = new Set()): string {
  const nested: Nested = (inner) => bodyText(inner, skip);
  return body
    .map((node) => {
      if (skip.has(node._type)) return "";
      if (node._type === "block")
        return ((node.children as { text?: string }[] | undefined) ?? []).map((span) => span.text ?? "").join("");
      return blockMarkdown(node)?.toText(node, nested) ?? "";
    })
    .filter(Boolean)
    .join("\n");
}
