import type { PortableTextTypeRendererOptions } from "@portabletext/markdown";
import type { BlockNode } from "./names.ts";

/** Where a Markdown link points, as decided by the caller who knows every doc page. */
export type LinkTarget = { kind: "docPage"; documentId: string; anchor?: string } | { kind: "url" };

/** What converting a Markdown body needs to know about the document (scripts/build/dataset/markdown-body.ts). */
export interface MarkdownContext {
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
  /** Throws a ContentError naming the document, the field and `line`. */
  fail: (message: string, line: number) => never;
}

/**
 * How a block is written in content/ Markdown (content/README.md):
 * - `node`: a construct @portabletext/markdown parses (a code fence, an image, a GFM table, a
 *   GitHub alert); `convert` turns the parsed value into the block.
 * - `container`: a `:::<container>` line, `@<item> <label>` lines each starting an item, and a
 *   closing `:::`; `convert` gets each item's label and its Markdown converted to a body.
 */
export type MarkdownSource =
  | { node: "code" | "image" | "table" | "callout"; convert: (value: any, ctx: NodeContext) => BlockNode }
  | { container: string; item: string; convert: (items: ContainerItem[], ctx: ContainerContext) => BlockNode };

/** The context of a `node` source: the line the Markdown segment starts on, and whether the node sits inside a paragraph. */
export type NodeContext = MarkdownContext & { line: number; isInline: boolean };

/** The context of a `container` source: the line of its `:::` opening. */
export type ContainerContext = MarkdownContext & { line: number };

/**
 * One `@<item>` section of a container: its label, its first line, its content converted to a
 * body when `body()` is called (so keys are generated in document order), and that body's text
 * as a reader reads it (`text()`, the text of `bodyText` in markdown.ts).
 */
export interface ContainerItem {
  label: string;
  line: number;
  body: () => BlockNode[];
  text: () => string;
}

/** Renders a nested Portable Text body the same way as the block's caller (Markdown or text). */
export type Nested = (body: BlockNode[]) => string;

/** The Markdown and text parts of a block type: all pure, usable by the build, the checks and the Studio tooling. */
export interface BlockMarkdown {
  source: MarkdownSource;
  /** A short Markdown example of the block, as content/README.md describes it; the registry test converts, renders and writes it back. */
  example: string;
  /**
   * The block in a page's Markdown twin, written the way `source` reads it back: a
   * @portabletext/markdown type renderer (`options.value` is the block), with `nested` for bodies inside it.
   */
  toMarkdown: (options: PortableTextTypeRendererOptions<any>, nested: Nested) => string;
  /**
   * The words of the block a reader reads: for search and word counts. Code blocks count as their
   * code (callers that leave code out do so by type).
   */
  toText: (node: any, nested: Nested) => string;
  /** Paths to the Portable Text bodies nested inside the block (`["items", "content"]`), for code that walks every body. */
  nested: string[][];
  /** The hrefs the block links to outside its text's link marks, for the content checks' link walk; absent when it has none. */
  links?: (node: any) => string[];
}
