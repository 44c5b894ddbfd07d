import { assignHeadingAnchors, type TextBlock } from "../lib/headings.ts";
import { docUrl, type VersionPath } from "../lib/urls.ts";
import { highlightCode } from "./highlight.server.ts";

type Node = TextBlock & Record<string, unknown>;
type LinkTarget = { slug: string; version: VersionPath } | null;

async function prepareNodes(nodes: Node[], documentId: string): Promise<Node[]> {
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
          // The plain code is in the highlighted HTML, where the copy button reads it; sending it twice would swell the page.
          const { code, ...rest } = node;
          return { ...rest, html: await highlightCode(String(code ?? ""), node.language as string, node.highlightedLines as number[]) } as Node;
        }
        case "admonition":
          return { ...node, content: await prepareNodes(node.content as Node[], documentId) };
        case "tabs":
          return {
            ...node,
            items: await Promise.all(
              (node.items as Node[]).map(async (tab) => ({ ...tab, content: await prepareNodes(tab.content as Node[], documentId) })),
            ),
          };
        case "table":
          return {
            ...node,
            rows: await Promise.all(
              (node.rows as Node[]).map(async (row) => ({
                ...row,
                cells: await Promise.all((row.cells as Node[]).map(async (cell) => ({ ...cell, value: await prepareNodes(cell.value as Node[], documentId) }))),
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
 * slug, and code blocks get build-time highlighted `html` (shiki) in place of their `code`.
 * Throws naming `documentId` when an internal link's target no longer exists.
 */
export async function prepareBody<T extends { _type: string; _key: string }>(body: T[], documentId: string): Promise<T[]> {
  return (await prepareNodes(assignHeadingAnchors(body as unknown as Node[]), documentId)) as unknown as T[];
}
