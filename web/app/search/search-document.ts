import { stemmer } from "stemmer";
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
 * is where typo-tolerant matching looks; `stem[i]` is the length of the prefix `terms[i]` shares
 * with the other indexed words of its stem (`valid`, `validate` and `validation`: 5), 0 when it
 * shares none (STEM_PREFIX_MIN).
 */
export interface SearchIndexFile {
  version: string;
  context: SearchContext;
  docs: SearchDocument[];
  terms: string[];
  postings: number[][];
  head: (0 | 1)[];
  stem: number[];
}

/** Shortest prefix a stem may widen a word to: shorter ones (`on` for `one`, `cod` for `coding`) reach unrelated words. */
export const STEM_PREFIX_MIN = 4;

/**
 * For each of `terms`, the length of the prefix it shares with every other term of its stem
 * (Porter's algorithm, the `stemmer` package, as Lunr stems), so searching for a word also finds
 * its other forms (`validation` finds `validate`); 0 for a word without other forms, or whose
 * shared prefix is under `STEM_PREFIX_MIN` letters. Words with digits or `_` are names, never stemmed.
 */
function stemPrefixLengths(terms: string[]): number[] {
  const groups = new Map<string, string[]>();
  for (const term of terms) {
    if (!/^\p{L}+$/u.test(term)) continue;
    const stem = stemmer(term);
    groups.set(stem, [...(groups.get(stem) ?? []), term]);
  }
  const shared = new Map<string, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    let prefix = group[0];
    for (const word of group) while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
    if (prefix.length >= STEM_PREFIX_MIN) for (const word of group) shared.set(word, prefix.length);
  }
  return terms.map((term) => shared.get(term) ?? 0);
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
    stem: stemPrefixLengths(terms),
  };
}
