import type { BlockMarkdown, NodeContext } from "../markdown-parts.ts";

/**
 * Parses a fence info string such as `json title="Response" {2-4,7}` (the Docusaurus convention)
 * into the fields of a `@sanity/code-input` value: language, filename and 1-based highlighted lines.
 * Other attributes, such as the `schema="payments/quote 201"` annotation the content checks read
 * (content/STYLE.md), are ignored and never reach the stored value.
 */
export function parseCodeInfo(info: string | undefined): {
  language: string;
  filename?: string;
  highlightedLines?: number[];
} {
  const text = (info ?? "").trim();
  const language = (text.match(/^[^\s{]+/)?.[0] ?? "text").toLowerCase();
  const filename = text.match(/(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/);
  // Line ranges are looked for outside quoted attribute values only.
  const ranges = text.replace(/[\w-]+=(?:"[^"]*"|'[^']*')/g, "").match(/\{([\d,\s-]+)\}/);
  const lines = new Set<number>();
  for (const part of ranges?.[1].split(",") ?? []) {
    const [from, to] = part.trim().split("-").map(Number);
    if (!Number.isInteger(from)) continue;
    for (let line = from; line <= (Number.isInteger(to) ? to : from); line++) lines.add(line);
  }
  return {
    language,
    ...(filename ? { filename: filename[1] ?? filename[2] ?? filename[3] } : {}),
    ...(lines.size ? { highlightedLines: [...lines].sort((a, b) => a - b) } : {}),
  };
}

/** A code block (`@sanity/code-input`): a fenced block with its language, `title="…"` and `{lines}`. */
export const codeMarkdown: BlockMarkdown = {
  example: '```json title="Balance"\n{ "currency": "EUR", "available": "1250.00" }\n```',
  source: {
    node: "code",
    convert: (value: { language?: string; code: string }, ctx: NodeContext) => ({
      _type: "code",
      _key: ctx.keyGenerator(),
      ...parseCodeInfo(value.language),
      code: value.code,
    }),
  },
  toMarkdown: ({ value: node }: { value: { language?: string; filename?: string; code?: string } }) =>
    `\`\`\`${node.language ?? ""}${node.filename ? ` title="${node.filename}"` : ""}\n${node.code ?? ""}\n\`\`\``,
  toText: (node: { code?: string }) => node.code ?? "",
  nested: [],
};
