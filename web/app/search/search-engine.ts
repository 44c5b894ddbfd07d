// Fuse's own minified basic build (package export `fuse.js/min-basic`, the same code as
// `fuse.js/basic`): re-minified by Vite, the unminified build ends up 0.6 KB gzip larger in the worker.
import Fuse, { type FuseOptionKey, type IFuseOptions } from "fuse.js/min-basic";
import type { SearchContext } from "./search-contexts.ts";
import {
  FIELD_BITS,
  FIELD_MASKS,
  ownTitle,
  SEARCH_KEYS,
  chunkFile,
  type ChunkKind,
  type HeadChunk,
  type SearchDocument,
  type SearchIndexMeta,
  type TermChunk,
} from "./search-document.ts";
import { highlightTerms, parseQuery, type QueryTerm, type SearchField } from "./search-query.ts";
import {
  escapeRegExp,
  matchedWords,
  NOT_WORD,
  singularPrefix,
  STOP_WORDS,
  tokenize,
  WORD_START,
  wordStartPattern,
  wordText,
} from "./search-tokens.ts";

/** A found section with its snippet. Highlight ranges are `[start, end)` offsets into `snippet`. */
export interface SearchHit {
  doc: SearchDocument;
  context: SearchContext;
  snippet: string;
  highlights: [number, number][];
  /** The words to highlight on the target page (`_highlight`). */
  terms: string[];
}

/** Snippet length in characters (SPEC.md section 9). */
export const SNIPPET_LENGTH = 50;

const FIELD_KEYS: Record<SearchField, keyof SearchDocument> = {
  title: "t",
  heading: "s",
  description: "d",
  keywords: "k",
  content: "c",
};
const KEY_WEIGHT = Object.fromEntries(SEARCH_KEYS.map((key) => [key.name, key.weight])) as Record<string, number>;
/** The fields compared directly when ranking candidates: the short ones. */
const SHORT_KEYS = ["t", "s", "d", "k"] as const;
type ShortKey = (typeof SHORT_KEYS)[number];
/**
 * Typo-tolerant matching looks at titles and headings only (the first two of SEARCH_KEYS' ranking
 * order): short fields, where a misspelt name is meant.
 */
const FUZZY_KEYS = SEARCH_KEYS.slice(0, 2);
/** Default typo tolerance of plain words, as Fuse's threshold (0 exact, 1 anything). */
const DEFAULT_FUZZY_THRESHOLD = 0.25;
/** Plain words with fewer exact candidates than this also look for typos. */
const FUZZY_FALLBACK_BELOW = 3;
/**
 * How many candidates Fuse scores, across the indexes of one search; the term map ranks the rest
 * out, so cost does not grow with the corpus or the contexts searched.
 */
const SCORED_CANDIDATES = 32;
/**
 * Sections scored per hit asked for, when that is more: about a third of those scored are left out
 * as hits (a section only repeating its page's title, a snippet another section already shows).
 */
const SCORED_PER_HIT = 1.5;
/** How many title and heading words a typo may stand for. */
const FUZZY_TERMS = 8;
/**
 * Fuse options under which a field holding the pattern scores what it does with `ignoreLocation` at
 * threshold 0 (Fuse's floor of 0.001) and a field without it does not match, while Fuse's Bitap
 * reads the field only up to the first match: with the default location 0, a match at character
 * `i` scores `i / distance`, under the floor for any field shorter than a million characters, and
 * the scan window narrows to the best exact match found by `indexOf` (Fuse's bitap `search`).
 * With `ignoreLocation` it reads every field to its end.
 */
export const EXACT_MATCH_OPTIONS = { distance: 1e9, threshold: 1e-3 } as const;
/** Characters of content Fuse scores per candidate. */
const CONTENT_WINDOW = 120;
/** How far apart, in characters of one sentence, two neighbouring query words still count as close. */
const PROXIMITY_CHARACTERS = 30;
/** Score a section gains per pair of neighbouring query words it holds close together. */
const PROXIMITY_BONUS = 0.3;
/** Rank a section gains per query term it matches, beside its score. */
const MATCHED_TERM_WEIGHT = 1;
/** How many candidates holding every query word are read for the words in order, best-ranked first. */
const PHRASE_CHECKED = 2000;
/**
 * Score a section gains per word after the first when its own text holds the query's words in
 * order, as typed: for a sentence fragment this outweighs any title bonus, since a reader who
 * types words from a sentence means the section that says it.
 */
const PHRASE_BONUS_PER_WORD = 1.5;
/** Score a section gains per query word it holds as typed, beside other forms of the word (`validation`, not only `validate`). */
const TYPED_FORM_BONUS = 0.3;
/** Words from which a query of plain words is read as a sentence fragment, and sections saying it in order rank first. */
const FRAGMENT_WORDS = 3;

interface LoadedIndex {
  meta: SearchIndexMeta;
  /** The chunk files read so far, by kind and number. */
  chunks: Record<ChunkKind, unknown[]>;
  /** Fuse over each typo vocabulary chunk, by chunk. */
  vocabulary: Map<number, Fuse<string>>;
}

/** A posting, decoded (kept by its document): the field mask of the short fields holding the term, its position gaps. */
interface Posting {
  mask: number;
  positions: number[];
}

/** Reads a chunk file the engine needs by URL: its parsed JSON, or `undefined` while it is not loaded yet. */
export type ChunkReader = (url: string) => unknown;

/**
 * Thrown by `SearchEngine.search` when the query needs chunk files its reader does not have yet:
 * load `urls` and search again (the worker does; each pass asks only for what the loaded ones
 * showed it needs, so a query takes two to four round trips).
 */
export class ChunksNeeded extends Error {
  readonly urls: string[];

  constructor(urls: string[]) {
    super(`The search needs ${urls.length} more index files`);
    this.urls = urls;
  }
}

/** A section's own fields, title (a page top's only), heading, description, keywords and content, each on its own: a word in one never runs into the next. */
const fieldsOf = (doc: SearchDocument) => [ownTitle(doc), doc.s, doc.d, doc.k, doc.c];

/** Last index in ascending `sorted` whose value is at or below `value` (0 when none is). */
const chunkOf = (sorted: string[], value: string) =>
  Math.max(
    0,
    sorted.findLastIndex((first) => first <= value),
  );

/**
 * A term's typo tolerance as Fuse's threshold: for `word~N`, an edit distance of N over the term's
 * length (Fuse scores errors / length); for a plain word, DEFAULT_FUZZY_THRESHOLD.
 */
const fuzzyThreshold = (term: QueryTerm) =>
  term.fuzzy === null ? DEFAULT_FUZZY_THRESHOLD : Math.min(0.6, term.fuzzy / Math.max(term.text.length, 1) + 0.01);

/**
 * Picks the snippet: `SNIPPET_LENGTH` characters of the first field (content, description,
 * keywords, heading, then title) that holds a matched word, starting just before the first one at
 * a word boundary and ending at a space after it, with ellipses where text was cut; the highlight
 * ranges of every matched word in it. `words` is a matchedWords pattern.
 */
export function snippetOf(doc: SearchDocument, words: RegExp): { snippet: string; highlights: [number, number][] } {
  const fields = [doc.c, doc.d, doc.k, doc.s, doc.t].filter(Boolean);
  let source = fields[0] ?? "";
  let first = -1;
  let matchEnd = 0;
  for (const field of fields) {
    words.lastIndex = 0;
    const match = words.exec(field);
    if (match) {
      source = field;
      first = match.index;
      matchEnd = first + match[0].length;
      break;
    }
  }
  let start = first > 0 ? Math.max(0, first - 12) : 0;
  if (start > 0) {
    const space = source.indexOf(" ", start);
    if (space >= 0 && space < first) start = space + 1;
  }
  let end = start + SNIPPET_LENGTH;
  if (end < source.length) {
    // Cut at a space, unless the only one comes before the match (a long path): then mid-word.
    const space = source.lastIndexOf(" ", end);
    if (space > matchEnd) end = space;
  }
  const snippet = `${start > 0 ? "…" : ""}${source.slice(start, end).trimEnd()}${end < source.length ? "…" : ""}`;
  const highlights: [number, number][] = [];
  words.lastIndex = 0;
  for (const match of snippet.matchAll(words)) highlights.push([match.index, match.index + match[0].length]);
  return { snippet, highlights };
}

/**
 * Fuse.js gives every exact match the same score, so the ranking among them reads the title and
 * heading: a whole word in the title counts most (more in a short, specific title, and most on the
 * page top itself), a word beginning there ("payment" in "Payments") a little less, then the same
 * in the section heading. `wordStart` is the term's wordStartPattern; returns 0 to 0.9.
 */
export function headingBonus(doc: SearchDocument, wordStart: RegExp): number {
  const inTitle = doc.t.match(wordStart);
  if (inTitle) {
    const words = doc.t.split(/\s+/).length;
    return (inTitle.groups!.rest ? 0.4 : 0.5) + 0.3 / words + (doc.h ? 0 : 0.1);
  }
  const inHeading = doc.s.match(wordStart);
  return inHeading ? (inHeading.groups!.rest ? 0.2 : 0.25) : 0;
}

/** First index in sorted `terms` not below `prefix` (a chunk holds a few hundred terms, so a scan is enough). */
function lowerBound(terms: string[], prefix: string): number {
  const at = terms.findIndex((term) => term >= prefix);
  return at < 0 ? terms.length : at;
}

/**
 * Searches the index files of one version and context each (SPEC.md section 3 weights: title >
 * heading > description > keywords > content) with the site's query syntax. The term map finds the
 * candidate sections of each term (word prefixes; phrases and `a-b` words need all their words),
 * typos are matched against title and heading words, and Fuse.js scores the best-placed candidates
 * per term over the weighted fields, so a query costs about the same on a site ten times larger.
 * A section's score sums its terms' `(1 - fuseScore) × boost` plus bonuses for whole words in the
 * title or heading and for the query's words in order in its own text; sections matching more
 * terms rank first. Never throws on a query.
 */
export class SearchEngine {
  readonly #indexes = new Map<string, LoadedIndex>();
  readonly #decoded = new WeakMap<number[], Map<number, Posting>>();
  /** Chunk URLs the current query needed and the reader did not have. */
  readonly #missing = new Set<string>();

  readonly #read: ChunkReader;

  /** `read` gives the chunk files (SearchIndexMeta) by URL, or `undefined` for one not loaded yet. */
  constructor(read: ChunkReader) {
    this.#read = read;
  }

  /** Adds the meta file of one version and context; its chunks are read as queries need them. */
  add(meta: SearchIndexMeta): void {
    this.#indexes.set(`${meta.version}|${meta.context}`, {
      meta,
      chunks: { t: [], d: [], h: [] },
      vocabulary: new Map(),
    });
  }

  has(version: string, context: SearchContext): boolean {
    return this.#indexes.has(`${version}|${context}`);
  }

  /** Chunk `at` of a kind of an index, or `undefined` (its URL noted in `#missing`) when the reader does not have it yet. */
  #chunk<T>(loaded: LoadedIndex, kind: ChunkKind, at: number): T | undefined {
    const read = loaded.chunks[kind];
    if (read[at] === undefined) {
      const url = `${loaded.meta.base}/${chunkFile(kind, at)}`;
      read[at] = this.#read(url);
      if (read[at] === undefined) this.#missing.add(url);
    }
    return read[at] as T | undefined;
  }

  /** Document `index` of an index, or `undefined` while its chunk is not loaded. */
  #doc(loaded: LoadedIndex, index: number): SearchDocument | undefined {
    const { docsPerChunk } = loaded.meta;
    return this.#chunk<SearchDocument[]>(loaded, "d", Math.floor(index / docsPerChunk))?.[index % docsPerChunk];
  }

  /**
   * The terms of the loaded term chunks equal to `token`, or beginning with it (`prefix`), with
   * their chunk and place in it; chunks not loaded yet are noted in `#missing`.
   */
  #termsOf(loaded: LoadedIndex, token: string, prefix: boolean): { chunk: TermChunk; index: number }[] {
    const { termChunks } = loaded.meta;
    const found: { chunk: TermChunk; index: number }[] = [];
    for (let at = chunkOf(termChunks, token); at < termChunks.length; at++) {
      if (at > chunkOf(termChunks, token) && !(prefix && termChunks[at].startsWith(token))) break;
      const chunk = this.#chunk<TermChunk>(loaded, "t", at);
      if (!chunk) continue;
      let index = lowerBound(chunk.terms, token);
      if (!prefix) {
        if (chunk.terms[index] === token) found.push({ chunk, index });
        continue;
      }
      for (; index < chunk.terms.length && chunk.terms[index].startsWith(token); index++) found.push({ chunk, index });
    }
    return found;
  }

  /** A term's postings (TermChunk) by document, decoded once per term and kept while its chunk is. */
  #postings({ chunk, index }: { chunk: TermChunk; index: number }): Map<number, Posting> {
    const encoded = chunk.postings[index];
    let postings = this.#decoded.get(encoded);
    if (!postings) {
      let doc = 0;
      postings = new Map(
        encoded.map((code, i) => [
          (doc += Math.floor(code / FIELD_MASKS)),
          { mask: code % FIELD_MASKS, positions: chunk.positions[index][i] },
        ]),
      );
      this.#decoded.set(encoded, postings);
    }
    return postings;
  }

  /** Documents holding a token, or any token it begins (`prefix`), each with the FIELD_BITS of the short fields holding it. */
  #documentsOf(loaded: LoadedIndex, token: string, prefix: boolean): Map<number, number> {
    const found = new Map<number, number>();
    for (const term of this.#termsOf(loaded, token, prefix))
      this.#postings(term).forEach(({ mask }, doc) => found.set(doc, (found.get(doc) ?? 0) | mask));
    return found;
  }

  /**
   * Candidate documents of a term from the term map: every word of it, the last one as a prefix;
   * each with the fields holding all its words.
   */
  #candidatesOf(loaded: LoadedIndex, term: QueryTerm): Map<number, number> {
    const tokens = tokenize(term.text);
    let result: Map<number, number> | null = null;
    tokens.forEach((token, i) => {
      // One-letter words would match most of the site as prefixes; they must be whole words.
      const found = this.#documentsOf(loaded, token, i === tokens.length - 1 && token.length > 1);
      if (!result) result = found;
      else
        for (const [doc, mask] of result)
          if (found.has(doc)) result.set(doc, mask & found.get(doc)!);
          else result.delete(doc);
    });
    return result ?? new Map();
  }

  /**
   * Candidates of a misspelt term: documents whose title or heading holds a word of the same first
   * letter within the term's typo tolerance; those words are added to `typos`, for highlighting.
   */
  #fuzzyCandidatesOf(loaded: LoadedIndex, term: QueryTerm, typos: Set<string>): Map<number, number> {
    const found = new Map<number, number>();
    const letter = loaded.meta.headChunks.indexOf(term.text[0]);
    if (letter < 0) return found;
    let vocabulary = loaded.vocabulary.get(letter);
    if (!vocabulary) {
      const words = this.#chunk<HeadChunk>(loaded, "h", letter);
      if (!words) return found;
      vocabulary = new Fuse(words, { includeScore: true, ignoreLocation: true, threshold: 0.6 });
      loaded.vocabulary.set(letter, vocabulary);
    }
    const pattern = term.text.slice(0, 32);
    for (const match of vocabulary.search(pattern, { limit: FUZZY_TERMS * 4 })) {
      if ((match.score ?? 1) > fuzzyThreshold(term) || found.size > SCORED_CANDIDATES * 4) continue;
      typos.add(match.item);
      for (const [doc, mask] of this.#documentsOf(loaded, match.item, false))
        found.set(doc, (found.get(doc) ?? 0) | mask);
    }
    return found;
  }

  /**
   * Whether each document holds `tokens` (a query's words, tokenized) at consecutive positions,
   * by the term map's positions; the last word may be a prefix. With `stopWords` false, stop words
   * are skipped (their chunks are the largest) unless fewer than two other words are left, and the
   * others are placed at their offsets. `null` for a single word. Reads only the term map, so
   * deciding which candidates to score fetches no text.
   */
  #positionCheck(loaded: LoadedIndex, tokens: string[], stopWords: boolean): ((doc: number) => boolean) | null {
    // Tuples, not objects: property names survive minification, and the worker counts against the
    // search page's JavaScript budget.
    const all = tokens.map((token, offset) => [token, offset] as const);
    const telling = all.filter(([token]) => !STOP_WORDS.has(token));
    const placed = !stopWords && telling.length >= 2 ? telling : all;
    if (placed.length < 2) return null;
    // [offset, the postings of each term the token stands for]
    const lists = placed.map(
      ([token, offset]) =>
        [
          offset,
          this.#termsOf(loaded, token, offset === tokens.length - 1 && token.length > 1).map((term) =>
            this.#postings(term),
          ),
        ] as const,
    );
    // Looked up per candidate checked: a common word's thousands of postings are never gathered.
    const positionsIn = (termPostings: Map<number, Posting>[], doc: number) => {
      const found: number[] = [];
      for (const postings of termPostings) {
        let at = 0;
        for (const gap of postings.get(doc)?.positions ?? []) found.push((at += gap));
      }
      return found;
    };
    const [[firstOffset, firstPostings], ...rest] = lists;
    return (doc) => {
      const starts = positionsIn(firstPostings, doc);
      if (!starts.length) return false;
      // A word's positions in one section are few: a list is cheaper to build and read than a set.
      const others = rest.map(([offset, postings]) => [offset, positionsIn(postings, doc)] as const);
      return starts.some((start) => others.every(([offset, at]) => at.includes(start - firstOffset + offset)));
    };
  }

  /**
   * What Fuse reads of a document's content: the text around the first match of each of the
   * query's terms (`anchors`), at most `CONTENT_WINDOW` characters in all, so every term a long
   * section holds is in view and scoring it costs what scoring a short one does.
   */
  #contentWindow(content: string, anchors: RegExp[]): string {
    if (content.length <= CONTENT_WINDOW) return content;
    const span = Math.floor(CONTENT_WINDOW / anchors.length);
    const ranges = anchors
      .map((anchor) => content.search(anchor))
      .filter((at) => at >= 0)
      .sort((a, b) => a - b)
      .map((at) => [Math.max(0, at - Math.floor(span / 4)), at + span]);
    if (!ranges.length) return content.slice(0, CONTENT_WINDOW);
    const merged: number[][] = [];
    for (const range of ranges) {
      const last = merged.at(-1);
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push(range);
    }
    return merged.map(([start, end]) => content.slice(start, end)).join(" … ");
  }

  /** Whether a section's own text (its heading and content, and a page top's title) holds the query's words in order. */
  #holdsPhrase(loaded: LoadedIndex, doc: number, phrase: RegExp): boolean {
    const section = this.#doc(loaded, doc)!;
    // The words may run on from the heading (or a page top's title) into the text below it.
    const lead = `${ownTitle(section)} ${section.s}`;
    return phrase.test(section.c) || phrase.test(`${lead} ${section.c.slice(0, lead.length + 200)}`);
  }

  /**
   * The prefix a plain word is searched by: the part it shares with its other forms in `indexes`
   * (the index's `stem`), or else with its plural (singularPrefix), whichever is shorter.
   */
  #rootOf(word: string, indexes: LoadedIndex[]): string {
    let root = singularPrefix(word);
    for (const loaded of indexes)
      for (const { chunk, index } of this.#termsOf(loaded, word, false)) {
        const shared = chunk.stem[index];
        if (shared && shared < root.length) root = word.slice(0, shared);
      }
    return root;
  }

  /**
   * Up to `limit` sections of `version` in `contexts` for `query`, best first; of sections whose
   * snippets read the same (a schema shared by sibling operations), only the best.
   */
  search(query: string, version: string, contexts: SearchContext[], limit = 8): SearchHit[] {
    const parsed = parseQuery(query);
    if (!parsed.length) return [];
    this.#missing.clear();
    const indexes = contexts.flatMap((context) => this.#indexes.get(`${version}|${context}`) ?? []);
    // Plain words match every form of the word (validate, validation); stop words only count when
    // the query has nothing else.
    const plain = (term: QueryTerm) => !term.field && !term.phrase && term.fuzzy === null;
    const meaningful = parsed.filter((term) => !plain(term) || !STOP_WORDS.has(term.text));
    const asTyped = meaningful.length ? meaningful : parsed;
    const terms = asTyped.map((term) =>
      plain(term) && !term.prefix ? { ...term, text: this.#rootOf(term.text, indexes) } : term,
    );
    // Which words a plain word stands for decides every later read: it is settled first.
    if (this.#missing.size) throw new ChunksNeeded([...this.#missing]);
    // A section holding the word as typed ranks above one holding only another form of it.
    const typedForms = asTyped.map((term, i) => (term.text === terms[i].text ? null : wordStartPattern(term.text)));
    const typos = new Set<string>();
    // A query of plain words may be words copied from a sentence: the words as typed (wordText) in
    // order, apart only by spaces and punctuation ("amount, currency and", `"errors": [ { "field"`),
    // never joined inside a word ("/stablecoin/transactions" is not "stablecoin transactions") and
    // starting at a word ("amount as a" is not in "source_amount as a").
    const plainWords = parsed.every((term) => !term.field && term.fuzzy === null)
      ? wordText(query).split(" ").filter(Boolean)
      : [];
    const phrase =
      plainWords.length > 1
        ? new RegExp(`${WORD_START}${plainWords.map(escapeRegExp).join(`${NOT_WORD}*\\s${NOT_WORD}*`)}`, "iu")
        : null;
    const anchors = terms.map((term) => new RegExp(escapeRegExp(term.text), "i"));
    const wordStarts = terms.map((term) => wordStartPattern(term.text));
    // Neighbouring query words close together in one sentence ("fees charged" in "the fee is
    // charged on top") say more than the same words far apart (Algolia's proximity criterion).
    const near = (first: string, second: string) =>
      `${escapeRegExp(first)}[^.!?]{0,${PROXIMITY_CHARACTERS}}?${escapeRegExp(second)}`;
    const nearby = terms.some((term) => term.field)
      ? []
      : terms
          .slice(1)
          .map((term, i) => new RegExp(`${near(terms[i].text, term.text)}|${near(term.text, terms[i].text)}`, "i"));
    const found: { loaded: LoadedIndex; doc: number; rank: number; inOrder: boolean }[] = [];
    const phraseTokens = tokenize(plainWords.join(" "));
    const preRanked = indexes.map((loaded, i) => {
      // What this index reads past a chunk it lacks would be guessed: it stops there for this pass.
      const missingBefore = this.#missing.size;
      const complete = () => this.#missing.size === missingBefore;
      const perTerm = terms.map((term) => {
        const exact = term.fuzzy === null ? this.#candidatesOf(loaded, term) : new Map<number, number>();
        const mayBeTypo =
          !term.prefix &&
          !term.phrase &&
          term.text.length >= 4 &&
          (!term.field || FUZZY_KEYS.some((key) => key.name === FIELD_KEYS[term.field!]));
        const fuzzy =
          mayBeTypo && complete() && (term.fuzzy !== null || exact.size < FUZZY_FALLBACK_BELOW)
            ? this.#fuzzyCandidatesOf(loaded, term, typos)
            : new Map<number, number>();
        // Tuples here and below, not objects: property names survive minification, and the worker
        // counts against the search page's JavaScript budget.
        return [term, exact, fuzzy] as const;
      });
      // Rank candidates by the term map alone (terms matched, the query's words in order, a match
      // in a title or heading) and let Fuse score only the best of them.
      const matchedCount = new Map<number, number>();
      for (const [, exact, fuzzy] of perTerm) {
        for (const doc of exact.keys()) matchedCount.set(doc, (matchedCount.get(doc) ?? 0) + 1);
        for (const doc of fuzzy.keys()) if (!exact.has(doc)) matchedCount.set(doc, (matchedCount.get(doc) ?? 0) + 1);
      }
      const tiers: number[] = [];
      for (const count of matchedCount.values()) tiers[count] = (tiers[count] ?? 0) + 1;
      const most = tiers.length - 1;
      // Each term matched is worth more than every other sign together (at most 3, below), so only
      // the tiers of most terms matched that fill SCORED_CANDIDATES are ranked, unless a field
      // search may take its 4 back.
      let least = most;
      if (terms.some((term) => term.field && term.field !== "content")) least = 0;
      for (let held = tiers[most] ?? 0; least > 1 && held < SCORED_CANDIDATES; held += tiers[least] ?? 0) least--;
      const preRank = (doc: number) => {
        let rank = (matchedCount.get(doc) ?? 0) * 4;
        for (const [term, exact, fuzzy] of perTerm) {
          const mask = (exact.get(doc) ?? 0) | (fuzzy.get(doc) ?? 0);
          let best = 0;
          for (const key of term.field ? [FIELD_KEYS[term.field]] : SHORT_KEYS)
            if (key in FIELD_BITS && KEY_WEIGHT[key] > best && mask & FIELD_BITS[key as ShortKey])
              best = KEY_WEIGHT[key];
          rank += best / KEY_WEIGHT.t / terms.length;
          // A field search needs the word in that field; the term map only knew it was somewhere.
          if (term.field && term.field !== "content" && !best) rank -= 4;
        }
        return rank;
      };
      const ranked: { i: number; doc: number; rank: number }[] = [];
      matchedCount.forEach((count, doc) => {
        if (count >= least) ranked.push({ i, doc, rank: preRank(doc) });
      });
      ranked.sort((a, b) => b.rank - a.rank || a.doc - b.doc);
      // The query's words in order are the strongest sign of the section meant; the term map's
      // positions tell it without fetching any text, for candidates holding every word, at most
      // PHRASE_CHECKED of them.
      const placed = phrase && complete() ? this.#positionCheck(loaded, phraseTokens, false) : null;
      if (placed) {
        let read = 0;
        const held: { doc: number; rank: number }[] = [];
        for (const entry of ranked) {
          if (matchedCount.get(entry.doc) !== most) continue;
          if (++read > PHRASE_CHECKED) break;
          if (placed(entry.doc)) held.push(entry);
        }
        // Skipping the stop words let through more than can be scored: they are placed too.
        const exactly = held.length > SCORED_CANDIDATES / 2 ? this.#positionCheck(loaded, phraseTokens, true) : null;
        for (const entry of held) if (!exactly || exactly(entry.doc)) entry.rank += 2;
        ranked.sort((a, b) => b.rank - a.rank || a.doc - b.doc);
      }
      return [loaded, perTerm, placed, complete() ? ranked.slice(0, SCORED_CANDIDATES) : []] as const;
    });
    // Which sections Fuse scores is decided across the indexes searched together: the best
    // SCORED_CANDIDATES (more when many hits are asked for) by the term map's rank, wherever they
    // are, so searching guides, API and blog costs what searching one does. An index still missing
    // chunks offers none this pass; the others' sections are fetched in the same round trip.
    // Each index's list is in rank order and the sort is stable: equal ranks keep index, then section order.
    const picked = preRanked
      .flatMap((entry) => entry[3])
      .sort((a, b) => b.rank - a.rank)
      .slice(0, Math.max(SCORED_CANDIDATES, Math.ceil(limit * SCORED_PER_HIT)));
    // A pass that lacks any chunk only collects their URLs: its scores would be thrown away.
    for (const { i, doc } of picked) this.#doc(preRanked[i][0], doc);
    if (this.#missing.size) throw new ChunksNeeded([...this.#missing]);
    for (const [i, [loaded, perTerm, placed]] of preRanked.entries()) {
      const chosen = picked.filter((entry) => entry.i === i).map(({ doc }) => doc);
      if (!chosen.length) continue;
      const scored = new Map<number, { score: number; matched: number }>();
      const docOf = (doc: number) => this.#doc(loaded, doc)!;
      // Fuse reads each candidate's content from just before its first match on (a bounded window),
      // so scoring a long section costs what scoring a short one does. A section is scored on its
      // own text: its page's title counts once, on the page top, so a heading that names the query
      // outranks a section that only inherits the title.
      const candidateDocs = chosen.map((doc) => {
        const fields = {
          ...docOf(doc),
          n: doc,
          t: ownTitle(docOf(doc)),
          c: this.#contentWindow(docOf(doc).c, anchors),
        };
        for (const { name } of SEARCH_KEYS) fields[name] = fields[name].toLowerCase();
        return fields;
      });
      /**
       * Fuse's results for `pattern` in the candidates over `keys`, given only the fields that
       * `holds` (section number, field text in lower case) keeps: Fuse takes each field through
       * `getFn`, and an empty one is never read. The candidates' fields are lowered once per search,
       * as Fuse would compare them, not once per term and key.
       */
      const fuse = (
        pattern: string,
        keys: readonly FuseOptionKey<(typeof candidateDocs)[number]>[],
        holds: (doc: number, text: string) => boolean,
        options: IFuseOptions<(typeof candidateDocs)[number]>,
      ) =>
        new Fuse(candidateDocs, {
          includeScore: true,
          // Fuse only reads its keys (KeyStore); its options type just does not say so.
          keys: keys as FuseOptionKey<(typeof candidateDocs)[number]>[],
          isCaseSensitive: true,
          getFn: (doc, path) => {
            const text = doc[path[0] as keyof SearchDocument] as string;
            return holds(doc.n, text) ? text : "";
          },
          ...options,
        }).search(pattern);
      for (const [termIndex, [term, exact, fuzzy]] of perTerm.entries()) {
        const results = new Map<number, number>();
        const pattern = term.text.slice(0, 64);
        if (exact.size) {
          // An exact match is a substring (Fuse splits a pattern over 32 characters into its first
          // and last 32 and matches either), and a field without it adds nothing to a score: Fuse
          // reads only the fields holding it. A field search's one key needs no weight: Fuse
          // divides each key's weight by their sum.
          if (pattern.length > 1)
            for (const { item, score } of fuse(
              pattern,
              term.field ? [FIELD_KEYS[term.field]] : SEARCH_KEYS,
              (doc, text) =>
                exact.has(doc) && (text.includes(pattern.slice(0, 32)) || text.includes(pattern.slice(-32))),
              EXACT_MATCH_OPTIONS,
            ))
              results.set(item.n, score!);
          // A plain word the term map found where Fuse did not look (past the content window) or
          // cannot place (one letter) still counts, weakly; phrases and fields must match as written.
          if (!term.phrase && !term.field)
            for (const doc of chosen) if (exact.has(doc) && !results.has(doc)) results.set(doc, 0.9);
        }
        if (fuzzy.size)
          for (const { item, score } of fuse(
            pattern.slice(0, 32),
            term.field ? [FIELD_KEYS[term.field]] : FUZZY_KEYS,
            (doc) => fuzzy.has(doc),
            // A typo match must hold two letters in a row.
            { ignoreLocation: true, minMatchCharLength: 2, threshold: fuzzyThreshold(term) },
          ))
            if (!results.has(item.n)) results.set(item.n, Math.min(1, score! + 0.1));
        const typed = typedForms[termIndex];
        for (const [doc, fuseScore] of results) {
          const entry = scored.get(doc) ?? { score: 0, matched: 0 };
          const asTypedBonus = typed && fieldsOf(docOf(doc)).some((field) => typed.test(field)) ? TYPED_FORM_BONUS : 0;
          entry.score += (1 - fuseScore + asTypedBonus + headingBonus(docOf(doc), wordStarts[termIndex])) * term.boost;
          entry.matched += 1;
          scored.set(doc, entry);
        }
      }
      for (const [doc, entry] of scored) {
        // The term map's positions rule out most sections before their text is read.
        const inOrder = Boolean(phrase) && (!placed || placed(doc)) && this.#holdsPhrase(loaded, doc, phrase!);
        if (inOrder) entry.score += PHRASE_BONUS_PER_WORD * (plainWords.length - 1);
        else if (entry.matched > 1)
          for (const pair of nearby)
            if (pair.test(docOf(doc).c) || pair.test(docOf(doc).s)) entry.score += PROXIMITY_BONUS;
        found.push({ loaded, doc, rank: entry.score + MATCHED_TERM_WEIGHT * entry.matched, inOrder });
      }
    }
    // Every section repeats its page title; a section only counts when its own text matches, so a
    // title match shows once, as the page top, instead of once per section.
    const ownTextMatches = ({ loaded, doc }: { loaded: LoadedIndex; doc: number }) => {
      const section = this.#doc(loaded, doc)!;
      if (!section.h) return true;
      return terms.some(
        (term, i) =>
          term.field !== "title" && (term.fuzzy !== null || fieldsOf(section).some((field) => anchors[i].test(field))),
      );
    };
    const words = [...new Set([...highlightTerms(terms), ...typos])];
    const pattern = matchedWords(words);
    const hits: SearchHit[] = [];
    const snippets = new Set<string>();
    // Three words or more are a sentence fragment: a section that says them in order comes first,
    // however well titles match elsewhere. Two words are more often keywords, which titles answer.
    const ranked = found.sort(
      (a, b) => (plainWords.length >= FRAGMENT_WORDS ? Number(b.inOrder) - Number(a.inOrder) : 0) || b.rank - a.rank,
    );
    for (const candidate of ranked) {
      if (hits.length >= limit) break;
      if (!ownTextMatches(candidate)) continue;
      const { loaded, doc: index } = candidate;
      const doc = this.#doc(loaded, index)!;
      const shown = snippetOf(doc, pattern);
      if (snippets.has(shown.snippet)) continue;
      snippets.add(shown.snippet);
      hits.push({
        doc,
        context: loaded.meta.context,
        ...shown,
        terms: words,
      });
    }
    return hits;
  }
}
