import type { BlockNode } from "../names.ts";
import type { BlockMarkdown, NodeContext } from "../markdown-parts.ts";

/** GitHub alert kinds and the admonition tones they become (content/README.md). */
const ALERT_TONES: Record<string, string> = {
  note: "note",
  tip: "tip",
  important: "info",
  warning: "warning",
  caution: "danger",
};
const TONE_ALERTS = Object.fromEntries(Object.entries(ALERT_TONES).map(([alert, tone]) => [tone, alert.toUpperCase()]));

/** An admonition: a GitHub alert (`> [!TIP]` and the quoted text). */
export const admonitionMarkdown: BlockMarkdown = {
  example: "> [!WARNING]\n> A quote is only guaranteed until its `expires_at`.",
  source: {
    node: "callout",
    convert: (value: { tone: string; content: BlockNode[] }, ctx: NodeContext) => {
      const tone = ALERT_TONES[value.tone];
      if (!tone) ctx.fail(`unknown admonition "${value.tone}"`, ctx.line);
      // The alert's text arrives as quoted paragraphs; inside the box they are plain paragraphs.
      const content = value.content.map((block) =>
        block._type === "block" && block.style === "blockquote" ? { ...block, style: "normal" } : block,
      );
      return { _type: "admonition", _key: ctx.keyGenerator(), tone, content };
    },
  },
  toMarkdown: ({ value: node }: { value: { tone?: string; content?: BlockNode[] } }, nested) =>
    [
      `> [!${TONE_ALERTS[node.tone ?? "note"] ?? "NOTE"}]`,
      ...nested(node.content ?? [])
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">")),
    ].join("\n"),
  toText: (node: { title?: string; content?: BlockNode[] }, nested) =>
    [node.title ?? "", nested(node.content ?? [])].filter(Boolean).join("\n"),
  nested: [["content"]],
};
