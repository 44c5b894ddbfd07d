import { markdownToPortableText } from "@portabletext/markdown";
import { ContentError } from "./content-error.ts";

/** A Portable Text node as stored in the dataset (a block or a typed object). */
export type PortableTextNode = { _type: string; _key: string; [field: string]: unknown };

/** Where a Markdown link points, as decided by the caller who knows every doc page. */
export type LinkTarget =
  | { kind: "docPage"; documentId: string; anchor?: string }
  | { kind: "url" };

/** What the converter needs to know about the document it converts. */
export interface BodyContext {
  documentId: string;
  /** The field being converted, named in errors (usually `body`). */
  field: string;
  /** Source file, named in errors. */
  source: string;
  keyGenerator: () => string;
  /** Resolves a link; throws a ContentError when a site path points at no page. */
  resolveLink: (href: string) => LinkTarget;
  /** Returns the `_id` of the `sanity.imageAsset` for a `/images/...` path; throws when missing. */
  resolveImage: (src: string) => string;
}

const ALERT_TONES: Record<string, string> = { note: "note", tip: "tip", important: "info", warning: "warning", caution: "danger" };

/**
 * Parses a fence info string such as `json title="Response" {2-4,7}` (the Docusaurus convention)
 * into the fields of a `@sanity/code-input` value: language, filename and 1-based highlighted lines.
 * Other attributes, such as the `schema="payments/quote 201"` annotation the content checks read
 * (content/STYLE.md), are ignored and never reach the stored value.
 */
export function parseCodeInfo(info: string | undefined): { language: string; filename?: string; highlightedLines?: number[] } {
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

type Segment = { kind: "markdown"; text: string; line: number } | { kind: "tabs"; tabs: { label: string; text: string; line: number }[]; line: number };

/**
 * Splits a body into plain Markdown and `:::tabs` containers (see content/README.md), ignoring
 * markers inside fenced code. Throws a ContentError on an unclosed or nested container.
 */
export function splitTabs(markdown: string, ctx: Pick<BodyContext, "documentId" | "field" | "source">): Segment[] {
  const segments: Segment[] = [];
  let fence: string | null = null;
  let plain: string[] = [];
  let plainStart = 1;
  let current: Extract<Segment, { kind: "tabs" }> | null = null;
  const lines = markdown.split("\n");
  const flushPlain = (nextLine: number) => {
    if (plain.join("").trim()) segments.push({ kind: "markdown", text: plain.join("\n"), line: plainStart });
    plain = [];
    plainStart = nextLine;
  };
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, "") === "") fence = null;
    } else if (!fence && line.trim() === ":::tabs") {
      if (current) throw new ContentError(ctx.documentId, ctx.field, `tabs cannot nest (line ${lineNo})`, ctx.source);
      flushPlain(lineNo);
      current = { kind: "tabs", tabs: [], line: lineNo };
      return;
    } else if (!fence && current && line.trim() === ":::") {
      segments.push(current);
      current = null;
      plainStart = lineNo + 1;
      return;
    } else if (!fence && current && line.startsWith("@tab ")) {
      current.tabs.push({ label: line.slice(5).trim(), text: "", line: lineNo + 1 });
      return;
    }
    if (current) {
      const tab = current.tabs.at(-1);
      if (!tab) {
        if (line.trim()) throw new ContentError(ctx.documentId, ctx.field, `text before the first "@tab" line (line ${lineNo})`, ctx.source);
        return;
      }
      tab.text += `${line}\n`;
    } else plain.push(line);
  });
  if (current) throw new ContentError(ctx.documentId, ctx.field, `":::tabs" opened on line ${(current as { line: number }).line} is never closed with ":::"`, ctx.source);
  flushPlain(lines.length + 1);
  return segments;
}

function normaliseBlocks(nodes: PortableTextNode[], ctx: BodyContext, line: number): PortableTextNode[] {
  return nodes.map((node) => {
    if (node._type !== "block") return node;
    const style = node.style as string | undefined;
    if (style === "h1" || style === "h6") {
      throw new ContentError(ctx.documentId, ctx.field, `heading level ${style.slice(1)} near line ${line} is not allowed; use ## to #####`, ctx.source);
    }
    return node;
  });
}

function convert(markdown: string, ctx: BodyContext, line: number, inAdmonition = false): PortableTextNode[] {
  const nodes = markdownToPortableText(markdown, {
    keyGenerator: ctx.keyGenerator,
    onDegradation: ({ message }) => {
      throw new ContentError(ctx.documentId, ctx.field, `Markdown near line ${line} cannot be stored: ${message}`, ctx.source);
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
      code: ({ context, value }) => ({ _type: "code", _key: context.keyGenerator(), ...parseCodeInfo(value.language), code: value.code }),
      html: () => {
        throw new ContentError(ctx.documentId, ctx.field, `raw HTML near line ${line} is not allowed`, ctx.source);
      },
      image: ({ context, value, isInline }) => {
        if (isInline) throw new ContentError(ctx.documentId, ctx.field, `image "${value.src}" must stand in its own paragraph`, ctx.source);
        if (!value.alt?.trim()) throw new ContentError(ctx.documentId, ctx.field, `image "${value.src}" has no alt text`, ctx.source);
        return {
          _type: "accessibleImage",
          _key: context.keyGenerator(),
          alt: value.alt.trim(),
          asset: { _type: "reference", _ref: ctx.resolveImage(value.src) },
        };
      },
      table: ({ context, value }) => ({ _type: "table", _key: context.keyGenerator(), headerRows: value.headerRows ?? 1, rows: value.rows }),
      callout: ({ context, value }) => {
        if (inAdmonition) return undefined;
        const tone = ALERT_TONES[value.tone];
        if (!tone) throw new ContentError(ctx.documentId, ctx.field, `unknown admonition "${value.tone}" near line ${line}`, ctx.source);
        return {
          _type: "admonition",
          _key: context.keyGenerator(),
          tone,
          content: (value.content as PortableTextNode[]).map((block) =>
            block._type === "block" && block.style === "blockquote" ? { ...block, style: "normal" } : block,
          ),
        };
      },
    },
  }) as PortableTextNode[];
  return normaliseBlocks(nodes, ctx, line);
}

/**
 * Converts a Markdown body (syntax in content/README.md) to Portable Text: h2–h5, lists, marks,
 * links (internal doc links become `internalLink` references), code with title and highlighted
 * lines, GitHub alerts as admonitions, `:::tabs`, tables and images with alt text.
 * Throws a ContentError naming the document, the field and the line on anything it cannot store.
 */
export function markdownToBody(markdown: string, ctx: BodyContext): PortableTextNode[] {
  return splitTabs(markdown, ctx).flatMap((segment): PortableTextNode[] => {
    if (segment.kind === "markdown") return convert(segment.text, ctx, segment.line);
    if (segment.tabs.length < 2) throw new ContentError(ctx.documentId, ctx.field, `tabs on line ${segment.line} need at least two "@tab" sections`, ctx.source);
    return [
      {
        _type: "tabs",
        _key: ctx.keyGenerator(),
        items: segment.tabs.map((tab) => ({ _type: "tab", _key: ctx.keyGenerator(), label: tab.label, content: convert(tab.text, ctx, tab.line) })),
      },
    ];
  });
}
