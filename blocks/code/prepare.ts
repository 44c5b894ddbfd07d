import { highlightCode } from "../../web/app/content/highlight.server.ts";
import type { BlockPrepare } from "../prepare.ts";

/**
 * Highlights a code block once, at build time (shiki). Pages carry only the HTML: the Copy button
 * reads the code from it. The source is kept on request (the Markdown twins write it out).
 */
export const prepareCode: BlockPrepare = async ({ code, ...node }, options) => {
  const html = await highlightCode(String(code ?? ""), node.language as string | undefined, node.highlightedLines as number[] | undefined);
  return options.keepPlainCode ? { ...node, code, html } : { ...node, html };
};
