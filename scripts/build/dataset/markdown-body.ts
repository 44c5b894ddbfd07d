import { markdownToPortableText } from "@portabletext/markdown";
import { BLOCK_MARKDOWN, bodyText } from "../../../blocks/markdown.ts";
import type { LinkTarget, MarkdownContext, MarkdownSource } from "../../../blocks/markdown-parts.ts";
import type { BlockNode } from "../../../blocks/names.ts";
import { ContentError } from "../../../web/app/lib/content-error.ts";

export type { LinkTarget };

/** A Portable Text node as stored in the dataset (a block or a typed object). */
export type PortableTextNode = BlockNode;

/** What the converter needs to know about the document it converts (every part of MarkdownContext but `fail`). */
export type BodyContext = Omit<MarkdownContext, "fail">;

type NodeSource = Extract<MarkdownSource, { node: string }>;
type ContainerSource = Extract<MarkdownSource, { container: string }>;

const nodeSources = Object.values(BLOCK_MARKDOWN).flatMap((block) =>
  "node" in block.source ? [block.source] : [],
) as NodeSource[];
const containerSources = Object.values(BLOCK_MARKDOWN).flatMap((block) =>
  "container" in block.source ? [block.source] : [],
) as ContainerSource[];

type Segment =
  | { kind: "markdown"; text: string; line: number }
  | {
      kind: "container";
      source: ContainerSource;
      items: { label: string; text: string; line: number }[];
      line: number;
    };

/**
 * Splits a body into plain Markdown and the `:::<container>` blocks of blocks/ (content/README.md),
 * ignoring markers inside fenced code. Throws a ContentError on an unclosed or nested container,
 * or on text before a container's first `@<item>` line.
 */
export function splitContainers(
  markdown: string,
  ctx: Pick<BodyContext, "documentId" | "field" | "source">,
): Segment[] {
  const segments: Segment[] = [];
  let fence: string | null = null;
  let plain: string[] = [];
  let plainStart = 1;
  let current: Extract<Segment, { kind: "container" }> | null = null;
  const lines = markdown.split("\n");
  const flushPlain = (nextLine: number) => {
    if (plain.join("").trim()) segments.push({ kind: "markdown", text: plain.join("\n"), line: plainStart });
    plain = [];
    plainStart = nextLine;
  };
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    const opening = !fence && /^:::(\S+)$/.exec(line.trim());
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, "") === "") fence = null;
    } else if (opening && opening[1] !== "") {
      const source = containerSources.find((candidate) => candidate.container === opening[1]);
      if (!source)
        throw new ContentError(
          ctx.documentId,
          ctx.field,
          `has an unknown block ":::${opening[1]}" (line ${lineNo})`,
          ctx.source,
        );
      if (current)
        throw new ContentError(
          ctx.documentId,
          ctx.field,
          `has ${source.container} inside ${current.source.container}, which is not allowed (line ${lineNo})`,
          ctx.source,
        );
      flushPlain(lineNo);
      current = { kind: "container", source, items: [], line: lineNo };
      return;
    } else if (!fence && current && line.trim() === ":::") {
      segments.push(current);
      current = null;
      plainStart = lineNo + 1;
      return;
    } else if (!fence && current && line.startsWith(`@${current.source.item} `)) {
      current.items.push({ label: line.slice(current.source.item.length + 2).trim(), text: "", line: lineNo + 1 });
      return;
    }
    if (current) {
      const item = current.items.at(-1);
      if (!item) {
        if (line.trim())
          throw new ContentError(
            ctx.documentId,
            ctx.field,
            `text before the first "@${current.source.item}" line (line ${lineNo})`,
            ctx.source,
          );
        return;
      }
      item.text += `${line}\n`;
    } else plain.push(line);
  });
  if (current)
    throw new ContentError(
      ctx.documentId,
      ctx.field,
      `has ":::${(current as { source: ContainerSource }).source.container}" opened on line ${(current as { line: number }).line} and never closed with ":::"`,
      ctx.source,
    );
  flushPlain(lines.length + 1);
  return segments;
}

const withFail = (ctx: BodyContext): MarkdownContext => ({
  ...ctx,
  fail: (message, line) => {
    throw new ContentError(ctx.documentId, ctx.field, `is invalid near line ${line}: ${message}`, ctx.source);
  },
});

function convert(markdown: string, ctx: BodyContext, line: number): PortableTextNode[] {
  const full = withFail(ctx);
  const types = Object.fromEntries(
    nodeSources.map((source) => [
      source.node,
      ({ value, isInline }: { value: unknown; isInline: boolean }) =>
        source.convert(value, { ...full, line, isInline }),
    ]),
  );
  const nodes = markdownToPortableText(markdown, {
    keyGenerator: ctx.keyGenerator,
    onDegradation: ({ message }) => {
      throw new ContentError(
        ctx.documentId,
        ctx.field,
        `has Markdown near line ${line} that cannot be stored: ${message}`,
        ctx.source,
      );
    },
    marks: {
      link: ({ context, value }) => {
        const target = ctx.resolveLink(value.href);
        if (target.kind === "docPage") {
          return {
            _type: "internalLink",
            _key: context.keyGenerator(),
            reference: { _type: "reference", _ref: target.documentId },
            ...(target.anchor ? { anchor: target.anchor } : {}),
          };
        }
        return { _type: "link", _key: context.keyGenerator(), href: value.href };
      },
    },
    types: {
      ...types,
      html: () => full.fail("raw HTML is not allowed", line),
    } as never,
  }) as PortableTextNode[];
  for (const node of nodes) {
    const style = node._type === "block" ? (node.style as string | undefined) : undefined;
    if (style === "h1" || style === "h6")
      full.fail(`heading level ${style.slice(1)} is not allowed; use ## to #####`, line);
  }
  return nodes;
}

/**
 * Converts a Markdown body (syntax in content/README.md) to Portable Text: h2–h5, lists, marks,
 * links (internal doc links become `internalLink` references), and the block types of blocks/,
 * each written as its folder's `markdown.ts` says (code fences, GitHub alerts, `:::tabs`, tables,
 * images with alt text…). Throws a ContentError naming the document, the field and the line on
 * anything it cannot store.
 */
export function markdownToBody(markdown: string, ctx: BodyContext): PortableTextNode[] {
  return splitContainers(markdown, ctx).flatMap((segment): PortableTextNode[] => {
    if (segment.kind === "markdown") return convert(segment.text, ctx, segment.line);
    const items = segment.items.map((item) => ({
      label: item.label,
      line: item.line,
      body: () => convert(item.text, ctx, item.line),
      text: () => bodyText(convert(item.text, ctx, item.line)),
    }));
    return [segment.source.convert(items, { ...withFail(ctx), line: segment.line })];
  });
}
