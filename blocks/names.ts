/**
 * The rich-text block types of the site's one body type (schemas/blockContent.ts), by their
 * Portable Text `_type`. Each has a folder here with every part the project needs of it, and each
 * registry (content-model.ts, markdown.ts, prepare.ts, html.tsx) must have an entry for every name: adding a
 * name here without its parts fails the type check.
 */
export const BLOCK_NAMES = ["code", "admonition", "tabs", "table", "accessibleImage", "cardGrid"] as const;

export type BlockName = (typeof BLOCK_NAMES)[number];

/** A Portable Text node as stored in the dataset: a text block or a typed object. */
export type BlockNode = { _type: string; _key: string; [field: string]: unknown };
