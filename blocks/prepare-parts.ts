import type { BlockNode } from "./names.ts";

/**
 * What a body is prepared for: a page (`html`, the default: code as highlighted HTML only) or its
 * Markdown twin (`markdown`: code as source only, nothing highlighted).
 */
export interface PrepareOptions {
  target?: "html" | "markdown";
}

/** Build-time work on a stored block before it is rendered (web/app/content/render/prepare-body.server.ts). */
export type BlockPrepare = (node: BlockNode, options: PrepareOptions) => Promise<BlockNode>;
