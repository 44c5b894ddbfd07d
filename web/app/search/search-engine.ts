import Fuse, { type FuseIndex, type IFuseOptions } from "fuse.js";
import type { SearchContext } from "./search-contexts.ts";
import { SEARCH_KEYS, type SearchDocument, type SearchIndexFile } from "./search-document.ts";
import { highlightTerms, parseQuery, type QueryTerm, type SearchField } from "./search-query.ts";

/** A found section with its snippet. Highlight ranges are `[start, end)` offsets into `snippet`. */
export interface SearchHit {
  doc: SearchDocument;
  context: SearchContext;
  version: string;
  score: number;
  matchedTerms: number;
  snippet: string;
  highlights: [number, number][];
  /** The words to highlight on the target page (`_highlight`). */
  terms: string[];
}

/** Snippet length in characters (SPEC.md section 9). */
export const SNIPPET_LENGTH = 50;

const FIELD_KEYS: Record<SearchField, string> = { title: "t", heading: "s", description: "d", keywords: "k", content: "c" };
const BASE_OPTIONS: IFuseOptions<SearchDocument> = {
  keys: SEARCH_KEYS.map((key) => ({ ...key })),
  includeScore: true,
  ignoreLocation: true,
  useExtendedSearch: true,
  minMatchCharLength: 2,
  threshold: 0,
};
/** Fuzzy (bitap) matching is costly on long text, so it only looks at the shortest fields: title and heading. */
const FUZZY_KEYS = ["t", "s"];
/** Default typo tolerance of plain words, as Fuse's threshold (0 exact, 1 anything). */
const DEFAULT_FUZZY_THRESHOLD = 0.25;
/** Plain words with fewer exact matches than this also run a fuzzy search, to forgive typos. */
const FUZZY_FALLBACK_BELOW = 3;

interface LoadedIndex {
  file: SearchIndexFile;
  fuseIndex: FuseIndex<SearchDocument>;
  instances: Map<string, Fuse<SearchDocument>>;
}

/** Escapes a term for Fuse's extended search, where a leading `'`, `=`, `!`, `^` or a trailing `$` are operators. */
const quoteForExtended = (text: string) => `'"${text.replaceAll('"', " ")}"`;

/** Threshold for a fuzzy term: an edit distance of N over the term's length (Fuse scores errors / length). */
const fuzzyThreshold = (term: QueryTerm) => Math.min(0.6, (term.fuzzy ?? 1) / Math.max(term.text.length, 1) + 0.01);

function snippetOf(doc: SearchDocument, words: string[]): { snippet: string; highlights: [number, number][] } {
  const source = doc.c || doc.d || doc.t;
  const lower = source.toLowerCase();
  const positions = words.map((word) => lower.indexOf(word)).filter((index) => index >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, first - 12);
  if (start > 0) {
    const space = source.indexOf(" ", start);
    if (space >= 0 && space < first) start = space + 1;
  }
  let snippet = source.slice(start, start + SNIPPET_LENGTH);
  if (start + SNIPPET_LENGTH < source.length) snippet = `${snippet.replace(/\s+\S*$/, "")}…`;
  if (start > 0) snippet = `…${snippet}`;
  const offset = start > 0 ? 1 - start : -start;
  const highlights: [number, number][] = [];
  for (const word of words) {
    let from = lower.indexOf(word, start);
    while (from >= 0 && from + word.length <= start + SNIPPET_LENGTH) {
      highlights.push([from + offset, from + offset + word.length]);
      from = lower.indexOf(word, from + word.length);
    }
  }
  highlights.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of highlights) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return { snippet, highlights: merged.filter(([from, to]) => to <= snippet.length) };
}

/**
 * Searches prebuilt Fuse.js indexes (one per version and context) with the site's query syntax.
 * Each term runs as its own Fuse search (fuzzy for plain words, include-match for prefixes,
 * phrases and short words, restricted to one key for `field:`); a section's score sums its terms'
 * `(1 - fuseScore) × boost`, and sections matching more terms rank first. Never throws on a query.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, LoadedIndex>();

  /** Adds an index file (Fuse.parseIndex of its prebuilt records; no indexing work). */
  add(file: SearchIndexFile): void {
    const fuseIndex = Fuse.parseIndex<SearchDocument>(file.index as Parameters<typeof Fuse.parseIndex>[0]);
    this.indexes.set(`${file.version}|${file.context}`, { file, fuseIndex, instances: new Map() });
  }

  has(version: string, context: SearchContext): boolean {
    return this.indexes.has(`${version}|${context}`);
  }

  /** A Fuse instance over the prebuilt index with the given threshold; cheap, since it reuses the index. */
  private fuse(loaded: LoadedIndex, threshold: number): Fuse<SearchDocument> {
    const key = String(threshold);
    let instance = loaded.instances.get(key);
    if (!instance) {
      instance = new Fuse(loaded.file.docs, { ...BASE_OPTIONS, threshold }, loaded.fuseIndex);
      loaded.instances.set(key, instance);
    }
    return instance;
  }

  /** Up to `limit` sections of `version` in `contexts` for `query`, best first. */
  search(query: string, version: string, contexts: SearchContext[], limit = 8): SearchHit[] {
    const terms = parseQuery(query);
    if (!terms.length) return [];
    const words = highlightTerms(terms);
    const scored = new Map<string, { loaded: LoadedIndex; refIndex: number; score: number; matched: number }>();
    for (const context of contexts) {
      const loaded = this.indexes.get(`${version}|${context}`);
      if (!loaded) continue;
      for (const term of terms) {
        const run = (fuse: Fuse<SearchDocument>, query: Parameters<Fuse<SearchDocument>["search"]>[0]) => {
          try {
            return fuse.search(query, { limit: 200 });
          } catch {
            return [];
          }
        };
        const exactPattern = quoteForExtended(term.text);
        let results = term.fuzzy === null ? run(this.fuse(loaded, 0), term.field ? { [FIELD_KEYS[term.field]]: exactPattern } : exactPattern) : [];
        const mayBeTypo = !term.prefix && !term.phrase && term.text.length >= 4 && term.field !== "content";
        if (mayBeTypo && (term.fuzzy !== null || results.length < FUZZY_FALLBACK_BELOW)) {
          const seen = new Set(results.map((r) => r.refIndex));
          // In extended search, a token without an operator is a fuzzy match.
          const pattern = term.text.slice(0, 32).replace(/^['=!^]|\$$/g, "");
          const keys = term.field ? [FIELD_KEYS[term.field]] : FUZZY_KEYS;
          const fuzzyResults = run(this.fuse(loaded, term.fuzzy !== null ? fuzzyThreshold(term) : DEFAULT_FUZZY_THRESHOLD), { $or: keys.map((key) => ({ [key]: pattern })) });
          results = [...results, ...fuzzyResults.filter((r) => !seen.has(r.refIndex)).map((r) => ({ ...r, score: Math.min(1, (r.score ?? 1) + 0.1) }))];
        }
        const wholeWord = new RegExp(`(^|[^\\p{L}\\p{N}_])${term.text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}($|[^\\p{L}\\p{N}_])`, "u");
        for (const result of results) {
          const key = `${context}|${result.refIndex}`;
          const entry = scored.get(key) ?? { loaded, refIndex: result.refIndex, score: 0, matched: 0 };
          const doc = loaded.file.docs[result.refIndex];
          // Fuse scores every substring hit alike; whole words in the title or heading are what readers mean.
          const bonus = wholeWord.test(doc.t.toLowerCase()) ? 0.5 : wholeWord.test(doc.s.toLowerCase()) ? 0.25 : 0;
          entry.score += ((1 - (result.score ?? 1)) + bonus) * term.boost;
          entry.matched += 1;
          scored.set(key, entry);
        }
      }
    }
    // Every section repeats its page title; a section only counts when its own text matches, so a
    // title match shows once, as the page top, instead of once per section.
    const ownTextMatches = (doc: SearchDocument) => {
      if (!doc.h) return true;
      const own = `${doc.s} ${doc.c} ${doc.k} ${doc.d}`.toLowerCase();
      return terms.some((term) => term.field !== "title" && (term.fuzzy !== null || own.includes(term.text)));
    };
    return [...scored.values()]
      .filter(({ loaded, refIndex }) => ownTextMatches(loaded.file.docs[refIndex]))
      .sort((a, b) => b.matched - a.matched || b.score - a.score)
      .slice(0, limit)
      .map(({ loaded, refIndex, score, matched }) => {
        const doc = loaded.file.docs[refIndex];
        return { doc, context: loaded.file.context, version: loaded.file.version, score, matchedTerms: matched, ...snippetOf(doc, words), terms: words };
      });
  }
}
