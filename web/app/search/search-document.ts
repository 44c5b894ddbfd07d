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

/** Bits of a posting's field mask: which short fields of the document hold the term. */
export const FIELD_BITS = { t: 1, s: 2, d: 4, k: 8 } as const;
/** Postings store `gap * FIELD_MASKS + mask`: the gap to the previous document and the field mask. */
export const FIELD_MASKS = 16;

/**
 * The small file a search of one version and context starts from (`meta.json` of the index's
 * content-hashed directory `base`): how many documents it holds and how its term map, documents
 * and typo vocabulary are split into chunk files fetched on demand, as Pagefind splits its index,
 * so the bytes a query fetches follow the query, not the site. Chunk `i` of a kind is
 * `${base}/t${i}.json` (TermChunk), `${base}/d${i}.json` (SearchDocument[]) or `${base}/h${i}.json`
 * (HeadChunk).
 */
export interface SearchIndexMeta {
  version: string;
  context: SearchContext;
  base: string;
  docs: number;
  /** The first term of each term chunk, ascending: chunk `i` holds the terms from `termChunks[i]` up to the next one's. */
  termChunks: string[];
  /** Documents per document chunk: document `n` is in chunk `floor(n / docsPerChunk)`. */
  docsPerChunk: number;
  /** The first letter of the title and heading words in each typo vocabulary chunk (one letter per chunk). */
  headChunks: string[];
}

/**
 * A slice of the term map, in code-unit order so prefixes are ranges: `postings[i]` lists the
 * documents holding `terms[i]` as ascending indexes, each stored as `gap * FIELD_MASKS + mask`
 * (the gap from the one before, the first as itself; `mask` the FIELD_BITS of the short fields
 * holding it); `positions[i][j]` the token positions (search-tokens.ts `tokenize`) of `terms[i]`
 * in the own text of its `j`th document (a page top's title, then heading, then content), each a
 * gap from the one before; `head[i]` is
 * 1 when `terms[i]` occurs in a title or heading, where typo-tolerant matching looks; `stem[i]` the
 * length of the prefix `terms[i]` shares with the other indexed words of its stem (`valid`,
 * `validate` and `validation`: 5), 0 when it shares none (STEM_PREFIX_MIN).
 */
export interface TermChunk {
  terms: string[];
  postings: number[][];
  positions: number[][][];
  head: (0 | 1)[];
  stem: number[];
}

/** The title and heading words of one first letter, sorted: what a misspelt word is compared with. */
export type HeadChunk = string[];

/** The kinds of chunk file an index is split into: term chunks, document chunks, typo vocabulary. */
export type ChunkKind = "t" | "d" | "h";

/** The file name of chunk `at` of a kind, in its index's directory (`t0.json`). */
export const chunkFile = (kind: ChunkKind, at: number) => `${kind}${at}.json`;

/** Shortest prefix a stem may widen a word to: shorter ones (`on` for `one`, `cod` for `coding`) reach unrelated words. */
export const STEM_PREFIX_MIN = 4;

/** A section's own title: its page's title on the page top (no `h`), none on the sections below, which only inherit it. */
export const ownTitle = (doc: SearchDocument) => (doc.h ? "" : doc.t);

/** The text whose token positions a TermChunk records: a page top's title, the heading, the content. */
export const ownText = (doc: SearchDocument) => `${ownTitle(doc)} ${doc.s} ${doc.c}`;
