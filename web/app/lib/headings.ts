import GithubSlugger from "github-slugger";

/** A Portable Text block as far as heading logic cares. */
export interface TextBlock {
  _type: string;
  _key: string;
  style?: string;
  children?: { text?: string }[];
  anchor?: string;
  [field: string]: unknown;
}

/** One table-of-contents entry: heading text, its anchor and its level (2–5). */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

const HEADING = /^h([2-5])$/;

/** Plain text of a block's spans. */
export const blockText = (block: TextBlock): string => (block.children ?? []).map((child) => child.text ?? "").join("");

/**
 * Returns a copy of the body where every h2–h5 block carries an `anchor`: GitHub's heading slug
 * rules (github-slugger), with `-1`, `-2` suffixes for repeated headings, so links written
 * against GitHub-rendered Markdown keep working. The input is not modified.
 */
export function assignHeadingAnchors<T extends TextBlock>(body: T[]): T[] {
  const slugger = new GithubSlugger();
  return body.map((block) =>
    block._type === "block" && HEADING.test(block.style ?? "")
      ? { ...block, anchor: slugger.slug(blockText(block)) }
      : block,
  );
}

/**
 * Table of contents of a body whose headings carry anchors: every heading with
 * `minLevel <= level <= maxLevel` (SPEC.md section 9: levels 2 to 5 by default), in order.
 */
export function extractToc(body: TextBlock[], minLevel = 2, maxLevel = 5): TocEntry[] {
  return body.flatMap((block) => {
    const level = Number(block.style?.match(HEADING)?.[1]);
    if (block._type !== "block" || !level || !block.anchor || level < minLevel || level > maxLevel) return [];
    return [{ id: block.anchor, text: blockText(block), level }];
  });
}
