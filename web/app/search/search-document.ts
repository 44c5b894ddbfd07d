import type { SearchContext } from "./search-contexts.ts";
import { tokenize } from "./search-tokens.ts";

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

/**
 * An index file: the documents and a term map of them. `terms` holds every token (search-tokens.ts)
 * of every document's fields, sorted by code unit so prefixes are ranges; `postings[i]` lists the
 * documents holding `terms[i]` as ascending indexes into `docs`, each stored as the gap from the one
 * before (the first as itself); `head[i]` is 1 when `terms[i]` occurs in a title or heading, which
 * is where typo-tolerant matching looks.
 */
export interface SearchIndexFile {
  version: string;
  context: SearchContext;
  docs: SearchDocument[];
  terms: string[];
  postings: number[][];
  head: (0 | 1)[];
}

/** Builds the index file of `docs` (pure; used by the build and by the search benchmark's corpus). */
export function createSearchIndex(version: string, context: SearchContext, docs: SearchDocument[]): SearchIndexFile {
  const byTerm = new Map<string, { docs: number[]; head: boolean }>();
  docs.forEach((doc, index) => {
    const head = new Set([...tokenize(doc.t), ...tokenize(doc.s)]);
    for (const term of new Set([...head, ...tokenize(`${doc.d} ${doc.k} ${doc.c}`)])) {
      const entry = byTerm.get(term) ?? { docs: [], head: false };
      entry.docs.push(index);
      entry.head ||= head.has(term);
      byTerm.set(term, entry);
    }
  });
  const terms = [...byTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version,
    context,
    docs,
    terms,
    postings: terms.map((term) => byTerm.get(term)!.docs.map((index, i, all) => (i ? index - all[i - 1] : index))),
    head: terms.map((term) => (byTerm.get(term)!.head ? 1 : 0)),
  };
}
