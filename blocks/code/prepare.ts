import type { BlockPrepare } from "../prepare-parts.ts";

/**
 * Highlights a code block once, at build time (shiki). Pages carry only the HTML: the Copy button
 * reads the code from it. A Markdown twin needs only the source, so it is left as it is.
 */
export const prepareCode: BlockPrepare = async (node, options, tools) => {
  if (options.target === "markdown") return node;
  const { code, ...rest } = node;
  return {
    ...rest,
    html: await tools.highlightCode(
      String(code ?? ""),
      node.language as string | undefined,
      node.highlightedLines as number[] | undefined,
    ),
  };
};
