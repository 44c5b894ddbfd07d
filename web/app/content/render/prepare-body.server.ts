import { ContentError } from "../../lib/content-error.ts";
import { mapNestedBodiesAsync } from "../../../../blocks/markdown.ts";
import type { BlockNode } from "../../../../blocks/names.ts";
import { assignHeadingAnchors, type TextBlock } from "../../lib/headings.ts";
import { BLOCK_PREPARE } from "../../../../blocks/prepare.ts";
import type { BlockPrepare, PrepareOptions } from "../../../../blocks/prepare-parts.ts";
import { docUrl } from "../../lib/urls.ts";
import type { VersionPath } from "../../lib/versions.ts";
import { highlightCode } from "./highlight.server.ts";

type Node = TextBlock & BlockNode;
type LinkTarget = { slug: string; version: VersionPath } | null;

async function prepareNodes(nodes: Node[], documentId: string, options: PrepareOptions): Promise<Node[]> {
  return Promise.all(
    nodes.map(async (node): Promise<Node> => {
      if (node._type === "block") {
        return {
          ...node,
          markDefs: ((node.markDefs as Record<string, unknown>[] | undefined) ?? []).map((def) => {
            if (def._type !== "internalLink") return def;
            const target = def.target as LinkTarget;
            if (!target) throw new ContentError(documentId, "body", "has an internal link to a missing doc page");
            return { ...def, href: `${docUrl(target.version, target.slug)}${def.anchor ? `#${def.anchor}` : ""}` };
          }),
        };
      }
      const prepare = (BLOCK_PREPARE as Record<string, BlockPrepare | null>)[node._type];
      const prepared = (prepare ? await prepare(node, options, { highlightCode }) : node) as Node;
      return mapNestedBodiesAsync(prepared, (body) => prepareNodes(body as Node[], documentId, options));
    }),
  );
}

/**
 * Makes a Portable Text body ready to render without further work in the browser: headings get
 * anchors (github-slugger), internal links get their `href` from the referenced page's version and
 * slug, and each block type does its own build-time work (blocks/prepare.ts:
 * code is highlighted for pages and kept as source for Markdown twins, `options.target`),
 * in every nested body too. Throws naming `documentId` when an internal link's target no longer exists.
 */
export async function prepareBody<T extends { _type: string; _key: string }>(
  body: T[],
  documentId: string,
  options: PrepareOptions = {},
): Promise<T[]> {
  return (await prepareNodes(assignHeadingAnchors(body as unknown as Node[]), documentId, options)) as unknown as T[];
}
