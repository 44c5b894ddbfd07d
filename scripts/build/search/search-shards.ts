import { stemmer } from "stemmer";
import type { SearchContext } from "../../../web/app/search/search-contexts.ts";
import {
  chunkFile,
  FIELD_BITS,
  FIELD_MASKS,
  ownText,
  STEM_PREFIX_MIN,
  type HeadChunk,
  type SearchDocument,
  type SearchIndexMeta,
  type TermChunk,
} from "../../../web/app/search/search-document.ts";
import { tokenize } from "../../../web/app/search/search-tokens.ts";

/**
 * Characters of JSON a term chunk grows to before the next one starts (a term is never split):
 * about 4–6 KB gzip, so a query of a few words fetches a few of them per index.
 */
const TERM_CHUNK_CHARACTERS = 16_000;
/**
 * Sections per document chunk: a query fetches the chunks of the 32 sections per index it scores,
 * so small chunks fetch little beside them, and a fixed count keeps the meta file the same size
 * however many sections there are.
 */
const DOCS_PER_CHUNK = 2;

/** A sharded index before it is written: its meta file without `base`, and its chunk files by name (`t0.json`). */
export interface ShardedIndex {
  meta: Omit<SearchIndexMeta, "base">;
  files: Map<string, TermChunk | SearchDocument[] | HeadChunk>;
}

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
    if (!groups.has(stem)) groups.set(stem, []);
    groups.get(stem)!.push(term);
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

/** Cuts `items` into runs whose JSON stays near `limit` characters (an item larger than that is a run of its own). */
function runs<T>(items: T[], size: (item: T) => number, limit: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let length = 0;
  for (const item of items) {
    const itemSize = size(item);
    if (current.length && length + itemSize > limit) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(item);
    length += itemSize;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Builds the sharded index of `docs` for one version and context (the formats are in
 * search-document.ts): the term map with each posting's field mask and token positions, cut into
 * term chunks of about TERM_CHUNK_CHARACTERS; the documents in chunks of DOCS_PER_CHUNK, in the
 * given order; the title and heading words by first letter. Pure;
 * used by the build and by the search benchmark's corpus.
 */
export function shardSearchIndex(version: string, context: SearchContext, docs: SearchDocument[]): ShardedIndex {
  const byTerm = new Map<string, { docs: number[]; masks: number[]; positions: number[][]; head: boolean }>();
  docs.forEach((doc, index) => {
    const masks = new Map<string, number>();
    for (const key of ["t", "s", "d", "k"] as const)
      for (const term of tokenize(doc[key])) masks.set(term, (masks.get(term) ?? 0) | FIELD_BITS[key]);
    const positions = new Map<string, number[]>();
    tokenize(ownText(doc)).forEach((term, at) => {
      if (!positions.has(term)) positions.set(term, []);
      positions.get(term)!.push(at);
    });
    for (const term of new Set([...masks.keys(), ...positions.keys(), ...tokenize(doc.c)])) {
      const entry = byTerm.get(term) ?? { docs: [], masks: [], positions: [], head: false };
      const mask = masks.get(term) ?? 0;
      entry.docs.push(index);
      entry.masks.push(mask);
      entry.positions.push((positions.get(term) ?? []).map((at, i, all) => (i ? at - all[i - 1] : at)));
      entry.head ||= (mask & (FIELD_BITS.t | FIELD_BITS.s)) !== 0;
      byTerm.set(term, entry);
    }
  });
  const terms = [...byTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const stems = stemPrefixLengths(terms);
  const rows = terms.map((term, i) => {
    const entry = byTerm.get(term)!;
    return {
      term,
      postings: entry.docs.map((doc, j, all) => (j ? doc - all[j - 1] : doc) * FIELD_MASKS + entry.masks[j]),
      positions: entry.positions,
      head: (entry.head ? 1 : 0) as 0 | 1,
      stem: stems[i],
    };
  });
  const files: ShardedIndex["files"] = new Map();
  const termRuns = runs(rows, (row) => JSON.stringify(row).length, TERM_CHUNK_CHARACTERS);
  termRuns.forEach((run, i) =>
    files.set(chunkFile("t", i), {
      terms: run.map((row) => row.term),
      postings: run.map((row) => row.postings),
      positions: run.map((row) => row.positions),
      head: run.map((row) => row.head),
      stem: run.map((row) => row.stem),
    }),
  );
  for (let first = 0; first < docs.length; first += DOCS_PER_CHUNK)
    files.set(chunkFile("d", first / DOCS_PER_CHUNK), docs.slice(first, first + DOCS_PER_CHUNK));
  const headByLetter = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.head) continue;
    const letter = row.term[0];
    if (!headByLetter.has(letter)) headByLetter.set(letter, []);
    headByLetter.get(letter)!.push(row.term);
  }
  const letters = [...headByLetter.keys()].sort();
  letters.forEach((letter, i) => files.set(chunkFile("h", i), headByLetter.get(letter)!));
  return {
    meta: {
      version,
      context,
      docs: docs.length,
      termChunks: termRuns.map((run) => run[0].term),
      docsPerChunk: DOCS_PER_CHUNK,
      headChunks: letters,
    },
    files,
  };
}
