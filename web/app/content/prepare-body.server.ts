import { assignHeadingAnchors, type TextBlock } from "../lib/headings.ts";
import { docUrl, type VersionPath } from "../lib/urls.ts";
import { highlightCode } from "./highlight.server.ts";

type Node = TextBlock & Record<string, unknown>;
type LinkTarget = { slug: string; version: VersionPath } | null;

/** How to prepare a body: `keepPlainCode` keeps each code block's `code` beside its `html`. */
export interface PrepareOptions {
  keepPlainCode?: boolean;
}

async function prepareNodes(nodes: Node[], documentId: string, options: PrepareOptions): Promise<Node[]> {
  return Promise.all(
    nodes.map(async (node): Promise<Node> => {
      switch (node._type) {
        case "block":
          return {
            ...node,
            markDefs: ((node.markDefs as Record<string, unknown>[] | undefined) ?? []).map((def) => {
              if (def._type !== "internalLink") return def;
              const target = def.target as LinkTarget;
              if (!target) throw new Error(`Invalid content in document ${documentId}: field "body" has an internal link to a missing doc page`);
              return { ...def, href: `${docUrl(target.version, target.slug)}${def.anchor ? `#${def.anchor}` : ""}` };
            }),
          };
        case "code": {
          // Pages need only the HTML (the copy button reads the code from it); sending the code twice would swell the loader data.
          const { code, ...rest } = node;
          const html = await highlightCode(String(code ?? ""), node.language as string, node.highlightedLines as number[]);
          return (options.keepPlainCode ? { ...node, html } : { ...rest, html }) as Node;
        }
        case "admonition":
          return { ...node, content: await prepareNodes(node.content as Node[], documentId, options) };
        case "tabs":
          return {
            ...node,
            items: await Promise.all(
              (node.items as Node[]).map(async (tab) => ({ ...tab, content: await prepareNodes(tab.content as Node[], documentId, options) })),
            ),
          };
        case "table":
          return {
            ...node,
            rows: await Promise.all(
              (node.rows as Node[]).map(async (row) => ({
                ...row,
                cells: await Promise.all((row.cells as Node[]).map(async (cell) => ({ ...cell, value: await prepareNodes(cell.value as Node[], documentId, options) }))),
              })),
            ),
          };
        default:
          return node;
      }
    }),
  );
}

/**
 * Makes a Portable Text body ready to render without further work in the browser: headings get
 * anchors (github-slugger), internal links get their `href` from the referenced page's version and
 * slug, and code blocks get build-time highlighted `html` (shiki) in place of their `code`
 * (beside it with `options.keepPlainCode`, for the Markdown twins).
 * Throws naming `documentId` when an internal link's target no longer exists.
 */
export async function prepareBody<T extends { _type: string; _key: string }>(body: T[], documentId: string, options: PrepareOptions = {}): Promise<T[]> {
  return (await prepareNodes(assignHeadingAnchors(body as unknown as Node[]), documentId, options)) as unknown as T[];
}
