import { prepareCode } from "./code/prepare.ts";
import type { BlockName, BlockNode } from "./names.ts";

/** How to prepare a body: `keepPlainCode` keeps each code block's source beside its highlighted HTML (the Markdown twins need it). */
export interface PrepareOptions {
  keepPlainCode?: boolean;
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
