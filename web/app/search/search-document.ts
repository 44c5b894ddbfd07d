import type { SearchContext } from "./search-contexts.ts";

/**
 * One indexed page section (SPEC.md section 3): `t` title, `u` url, `h` hash (heading anchor,
 * empty for the page top), `s` section heading, `b` breadcrumbs; plus `d` description,
 * `k` keywords and `c` content text.
 */
export interface SearchDocument {
  t: string;
  u: string;
  h: string;
  s: string;
  b: string[];
  d: string;
  k: string;
  c: string;
}

/** Fuse keys with weights: Title > Heading > Description > Keywords > Content (SPEC.md section 3). */
export const SEARCH_KEYS = [
  { name: "t", weight: 10 },
  { name: "s", weight: 6 },
  { name: "d", weight: 3 },
  { name: "k", weight: 2 },
  { name: "c", weight: 1 },
] as const;

/** An index file: the documents and Fuse's prebuilt index of them (`Fuse.createIndex(...).toJSON()`). */
export interface SearchIndexFile {
  version: string;
  context: SearchContext;
  docs: SearchDocument[];
  index: { keys: unknown[]; records: unknown[] };
}
