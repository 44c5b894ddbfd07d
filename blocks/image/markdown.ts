import type { BlockMarkdown, NodeContext } from "../markdown-parts.ts";

/** An image with alternative text: `![alt](/images/…)` standing in its own paragraph. */
export const imageMarkdown: BlockMarkdown = {
  example: "![Payment statuses from created to completed](/images/payment-flow.svg)",
  source: {
    node: "image",
    convert: (value: { src: string; alt?: string }, ctx: NodeContext) => {
      if (ctx.isInline) ctx.fail(`image "${value.src}" must stand in its own paragraph`, ctx.line);
      if (!value.alt?.trim()) ctx.fail(`image "${value.src}" has no alt text`, ctx.line);
      return {
        _type: "accessibleImage",
        _key: ctx.keyGenerator(),
        alt: value.alt!.trim(),
        asset: { _type: "reference", _ref: ctx.resolveImage(value.src) },
      };
    },
  },
  toMarkdown: ({ value: node }: { value: { alt?: string; url?: string } }) => `![${node.alt ?? ""}](${node.url ?? ""})`,
  toText: (node: { alt?: string }) => node.alt ?? "",
  nested: [],
};
