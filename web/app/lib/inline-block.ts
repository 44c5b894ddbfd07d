/** A span of inline rich text: its text and the marks on it (`strong`, or a link definition's `_key`). */
export type InlineSpan = { text?: string; marks?: string[] };

/**
 * A Portable Text block as the announcement bar needs it (schemas/announcementBar.ts): spans with
 * marks, and the link definitions marks name by `_key`.
 */
export type InlineBlock = {
  _type: string;
  children?: InlineSpan[];
  markDefs?: { _key: string; _type: string; href?: string }[];
};
