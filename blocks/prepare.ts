import { prepareCode } from "./code/prepare.ts";
import type { BlockName, BlockNode } from "./names.ts";

/**
 * What a body is prepared for: a page (`html`, the default: code as highlighted HTML only) or its
 * Markdown twin (`markdown`: code as source only, nothing highlighted).
 */
export interface PrepareOptions {
  target?: "html" | "markdown";
}

/** Build-time work on a stored block before it is rendered (web/app/content/prepare-body.server.ts). */
export type BlockPrepare = (node: BlockNode, options: PrepareOptions) => Promise<BlockNode>;

/** The build-time preparation of every block type; null where the stored block renders as it is. */
export const BLOCK_PREPARE = {
  code: prepareCode,
  admonition: null,
  tabs: null,
  table: null,
  accessibleImage: null,
  cardGrid: null,
} satisfies Record<BlockName, BlockPrepare | null>;
