import type { BlockNode } from "./names.ts";

/**
 * What a body is prepared for: a page (`html`, the default: code as highlighted HTML only) or its
 * Markdown twin (`markdown`: code as source only, nothing highlighted).
 */
export interface PrepareOptions {
  target?: "html" | "markdown";
}

/**
 * What the build lends a block's preparation, so blocks/ needs nothing of the site's build modules:
 * `highlightCode` is web/app/content/render/highlight.server.ts's (code, its language, 1-based
 * lines to mark; resolves to the highlighted `<pre>` HTML).
 */
export interface PrepareTools {
  highlightCode(code: string, language: string | undefined, highlightedLines: number[] | undefined): Promise<string>;
}

/** Build-time work on a stored block before it is rendered (web/app/content/render/prepare-body.server.ts). */
export type BlockPrepare = (node: BlockNode, options: PrepareOptions, tools: PrepareTools) => Promise<BlockNode>;
