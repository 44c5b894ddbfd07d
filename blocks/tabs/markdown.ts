import type { BlockNode } from "../names.ts";
import type { BlockMarkdown, ContainerContext, ContainerItem } from "../markdown-parts.ts";

/** Tabs: a `:::tabs` container with an `@tab <label>` line before each tab's content (at least two). */
export const tabsMarkdown: BlockMarkdown = {
  example:
    ":::tabs\n@tab Sandbox\nUse `https://api.sandbox.tidewire.example/v2`.\n@tab Production\nUse `https://api.tidewire.example/v2`.\n:::",
  source: {
    container: "tabs",
    item: "tab",
    convert: (items: ContainerItem[], ctx: ContainerContext) => {
      if (items.length < 2) ctx.fail(`tabs need at least two "@tab" sections`, ctx.line);
      return {
        _type: "tabs",
        _key: ctx.keyGenerator(),
        items: items.map((item) => ({
          _type: "tab",
          _key: ctx.keyGenerator(),
          label: item.label,
          content: item.body(),
        })),
      };
    },
  },
  toMarkdown: ({ value: node }: { value: { items?: { label?: string; content?: BlockNode[] }[] } }, nested) =>
    [
      ":::tabs",
      ...(node.items ?? []).flatMap((tab) => [`@tab ${tab.label ?? ""}`, nested(tab.content ?? [])]),
      ":::",
    ].join("\n"),
  toText: (node: { items?: { content?: BlockNode[] }[] }, nested) =>
    (node.items ?? []).map((tab) => nested(tab.content ?? [])).join("\n"),
  nested: [["items", "content"]],
};
