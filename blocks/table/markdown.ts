import { DefaultTableRenderer } from "@portabletext/markdown";
import type { BlockNode } from "../names.ts";
import type { BlockMarkdown, NodeContext } from "../markdown-parts.ts";

type TableNode = { headerRows?: number; rows?: { cells?: { value?: BlockNode[] }[] }[] };

/** A table: a GitHub Flavored Markdown table (its first row the header). */
export const tableMarkdown: BlockMarkdown = {
  example: "| Environment | Money moves |\n| --- | --- |\n| Sandbox | No |\n| Production | Yes |",
  source: {
    node: "table",
    convert: (value: { headerRows?: number; rows: unknown[] }, ctx: NodeContext) => ({
      _type: "table",
      _key: ctx.keyGenerator(),
      headerRows: value.headerRows ?? 1,
      rows: value.rows,
    }),
  },
  // @portabletext/markdown writes the GFM table it reads, cell text through the page's own renderers.
  toMarkdown: (options) => DefaultTableRenderer(options),
  toText: (node: TableNode, nested) =>
    (node.rows ?? []).map((row) => (row.cells ?? []).map((cell) => nested(cell.value ?? [])).join(" ")).join("\n"),
  nested: [["rows", "cells", "value"]],
};
