import Fuse, { type IFuseOptions } from "fuse.js/basic";
import type { SearchContext } from "./search-contexts.ts";
import { SEARCH_KEYS, type SearchDocument, type SearchIndexFile } from "./search-document.ts";
import { highlightTerms, parseQuery, type QueryTerm, type SearchField } from "./search-query.ts";
import { escapeRegExp, matchedWords, singularPrefix, STOP_WORDS, tokenize, wordText } from "./search-tokens.ts";

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

const FIELD_KEYS: Record<SearchField, keyof SearchDocument> = {
  title: "t",
  heading: "s",
  description: "d",
  keywords: "k",
  content: "c",
};
const BASE_OPTIONS: IFuseOptions<SearchDocument> = {
  keys: SEARCH_KEYS.map((key) => ({ ...key })),
  includeScore: true,
  ignoreLocation: true,
  minMatchCharLength: 2,
  threshold: 0,
};
const KEY_WEIGHT = Object.fromEntries(SEARCH_KEYS.map((key) => [key.name, key.weight])) as Record<string, number>;
/** The fields compared directly when ranking candidates: the short ones. */
const SHORT_KEYS = ["t", "s", "d", "k"] as const;
type ShortKey = (typeof SHORT_KEYS)[number];
/** Typo-tolerant matching looks at titles and headings only: short fields, where a misspelt name is meant. */
const FUZZY_KEYS: (keyof SearchDocument)[] = ["t", "s"];
/** Default typo tolerance of plain words, as Fuse's threshold (0 exact, 1 anything). */
const DEFAULT_FUZZY_THRESHOLD = 0.25;
/** Plain words with fewer exact candidates than this also look for typos. */
const FUZZY_FALLBACK_BELOW = 3;
/** How many candidates per index Fuse scores; the term map ranks the rest out, so cost does not grow with the corpus. */
const SCORED_CANDIDATES = 32;
/** How many title and heading words a typo may stand for. */
const FUZZY_TERMS = 8;
/** Characters of content Fuse scores per candidate. */
const CONTENT_WINDOW = 240;
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
  file: SearchIndexFile;
  decoded: (Uint32Array | undefined)[];
  /** Indexes into `terms` of title and heading words, the vocabulary typos are matched against. */
  headTerms: string[];
  headTermIndex: number[];
  vocabulary: Fuse<string> | null;
  /** Each document's title, heading, description and keywords in lower case, for ranking candidates. */
  lowerShort: Record<ShortKey, string>[];
}

/** Threshold for a fuzzy term: an edit distance of N over the term's length (Fuse scores errors / length). */
const fuzzyThreshold = (term: QueryTerm) => Math.min(0.6, (term.fuzzy ?? 1) / Math.max(term.text.length, 1) + 0.01);

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
 * in the section heading. `wordStart` matches the term at a word start; its `whole` group when the
 * word also ends there.
 */
function headingBonus(fields: Record<ShortKey, string>, isSection: boolean, wordStart: RegExp): number {
  const inTitle = fields.t.match(wordStart);
  if (inTitle) {
    const words = fields.t.split(/\s+/).length;
    return (inTitle.groups?.whole !== undefined ? 0.5 : 0.4) + 0.3 / words + (isSection ? 0 : 0.1);
  }
  const inHeading = fields.s.match(wordStart);
  return inHeading ? (inHeading.groups?.whole !== undefined ? 0.25 : 0.2) : 0;
}

/** First index in sorted `terms` not below `prefix` (binary search). */
function lowerBound(terms: string[], prefix: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
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
  private readonly indexes = new Map<string, LoadedIndex>();

  /** Adds an index file; its term map is decoded lazily, term by term. */
  add(file: SearchIndexFile): void {
    const headTermIndex: number[] = [];
    file.head.forEach((flag, index) => flag && headTermIndex.push(index));
    this.indexes.set(`${file.version}|${file.context}`, {
      file,
      decoded: new Array(file.terms.length),
      headTerms: headTermIndex.map((index) => file.terms[index]),
      headTermIndex,
      vocabulary: null,
      lowerShort: file.docs.map(({ t, s, d, k }) => ({
        t: t.toLowerCase(),
        s: s.toLowerCase(),
        d: d.toLowerCase(),
        k: k.toLowerCase(),
      })),
    });
  }

  has(version: string, context: SearchContext): boolean {
    return this.indexes.has(`${version}|${context}`);
  }

  private postings(loaded: LoadedIndex, termIndex: number): Uint32Array {
    let docs = loaded.decoded[termIndex];
    if (!docs) {
      const gaps = loaded.file.postings[termIndex];
      docs = new Uint32Array(gaps.length);
      let at = 0;
      gaps.forEach((gap, i) => (docs![i] = at += gap));
      loaded.decoded[termIndex] = docs;
    }
    return docs;
  }

  /** Documents holding a token, or any token it begins (`prefix`). */
  private documentsOf(loaded: LoadedIndex, token: string, prefix: boolean): Set<number> {
    const { terms } = loaded.file;
    const found = new Set<number>();
    let index = lowerBound(terms, token);
    if (!prefix) {
      if (terms[index] === token) for (const doc of this.postings(loaded, index)) found.add(doc);
      return found;
    }
    for (; index < terms.length && terms[index].startsWith(token); index++)
      for (const doc of this.postings(loaded, index)) found.add(doc);
    return found;
  }

  /** Candidate documents of a term from the term map: every word of it, the last one as a prefix. */
  private candidatesOf(loaded: LoadedIndex, term: QueryTerm): Set<number> {
    const tokens = tokenize(term.text);
    let result: Set<number> | null = null;
    tokens.forEach((token, i) => {
      // One-letter words would match most of the site as prefixes; they must be whole words.
      const found = this.documentsOf(loaded, token, i === tokens.length - 1 && token.length > 1);
      result = result ? new Set([...result].filter((doc) => found.has(doc))) : found;
    });
    return result ?? new Set();
  }

  /**
   * Candidates of a misspelt term: documents whose title or heading holds a word within the term's
   * typo tolerance; those words are added to `typos`, for highlighting.
   */
  private fuzzyCandidatesOf(loaded: LoadedIndex, term: QueryTerm, threshold: number, typos: Set<string>): Set<number> {
    loaded.vocabulary ??= new Fuse(loaded.headTerms, { includeScore: true, ignoreLocation: true, threshold: 0.6 });
    const found = new Set<number>();
    const pattern = term.text.slice(0, 32);
    for (const match of loaded.vocabulary.search(pattern, { limit: FUZZY_TERMS * 4 })) {
      if ((match.score ?? 1) > threshold || found.size > SCORED_CANDIDATES * 4) continue;
      typos.add(match.item);
      for (const doc of this.postings(loaded, loaded.headTermIndex[match.refIndex])) found.add(doc);
    }
    return found;
  }

  /**
   * What Fuse reads of a document's content: the text around the first match of each anchor (the
   * query's words in order, then each term), at most `CONTENT_WINDOW` characters in all, so every
   * term a long section holds is in view and scoring it costs what scoring a short one does.
   */
  private contentWindow(loaded: LoadedIndex, doc: number, anchors: RegExp[]): string {
    const content = loaded.file.docs[doc].c;
    if (content.length <= CONTENT_WINDOW) return content;
    const span = Math.floor(CONTENT_WINDOW / Math.max(1, anchors.length));
    const ranges: [number, number][] = [];
    for (const anchor of anchors) {
      const at = content.search(anchor);
      if (at < 0) continue;
      const start = Math.max(0, at - Math.floor(span / 4));
      ranges.push([start, Math.min(content.length, start + span)]);
    }
    if (!ranges.length) return content.slice(0, CONTENT_WINDOW);
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const range of ranges) {
      const last = merged.at(-1);
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push(range);
    }
    return merged.map(([start, end]) => content.slice(start, end)).join(" … ");
  }

  /** Whether a section's own text (its heading and content, and a page top's title) holds the query's words in order. */
  private holdsPhrase(loaded: LoadedIndex, doc: number, phrase: RegExp): boolean {
    const { h, c } = loaded.file.docs[doc];
    const fields = loaded.lowerShort[doc];
    // The words may run on from the heading (or a page top's title) into the text below it.
    const lead = `${h ? "" : fields.t} ${fields.s}`;
    return phrase.test(c) || phrase.test(`${lead} ${c.slice(0, lead.length + 200)}`);
  }

  /**
   * The prefix a plain word is searched by: the part it shares with its other forms in `indexes`
   * (the index's `stem`), or else with its plural (singularPrefix), whichever is shorter.
   */
  private rootOf(word: string, indexes: LoadedIndex[]): string {
    let root = singularPrefix(word);
    for (const { file } of indexes) {
      const at = lowerBound(file.terms, word);
      const shared = file.terms[at] === word ? file.stem[at] : 0;
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
    const indexes = contexts.flatMap((context) => this.indexes.get(`${version}|${context}`) ?? []);
    // Plain words match every form of the word (validate, validation); stop words only count when
    // the query has nothing else.
    const plain = (term: QueryTerm) => !term.field && !term.phrase && term.fuzzy === null;
    const meaningful = parsed.filter((term) => !plain(term) || !STOP_WORDS.has(term.text));
    const asTyped = meaningful.length ? meaningful : parsed;
    const terms = asTyped.map((term) =>
      plain(term) && !term.prefix ? { ...term, text: this.rootOf(term.text, indexes) } : term,
    );
    // A section holding the word as typed ranks above one holding only another form of it.
    const typedForms = asTyped.map((term, i) =>
      term.text === terms[i].text ? null : new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(term.text)}`, "iu"),
    );
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
        ? new RegExp(
            `(?<![\\p{L}\\p{N}_])${plainWords.map(escapeRegExp).join("[^\\p{L}\\p{N}_]*\\s[^\\p{L}\\p{N}_]*")}`,
            "iu",
          )
        : null;
    const anchors = [...(phrase ? [phrase] : []), ...terms.map((term) => new RegExp(escapeRegExp(term.text), "i"))];
    // Neighbouring query words close together in one sentence ("fees charged" in "the fee is
    // charged on top") say more than the same words far apart (Algolia's proximity criterion).
    const pairs = terms
      .slice(1)
      .map((term, i) => [terms[i].text, term.text].map(escapeRegExp))
      .filter(() => terms.every((term) => !term.field));
    const nearby = pairs.map(
      ([first, second]) =>
        new RegExp(
          `${first}[^.!?]{0,${PROXIMITY_CHARACTERS}}?${second}|${second}[^.!?]{0,${PROXIMITY_CHARACTERS}}?${first}`,
          "i",
        ),
    );
    const found: { loaded: LoadedIndex; doc: number; score: number; matched: number; inOrder: boolean }[] = [];
    for (const loaded of indexes) {
      const { docs } = loaded.file;
      // Reading a section for the phrase costs its length; each section is read once per query.
      const phraseHeld = new Map<number, boolean>();
      const holds = (doc: number) => {
        let held = phraseHeld.get(doc);
        if (held === undefined) phraseHeld.set(doc, (held = Boolean(phrase) && this.holdsPhrase(loaded, doc, phrase!)));
        return held;
      };
      const scored = new Map<number, { score: number; matched: number }>();
      const perTerm = terms.map((term) => {
        const exact = term.fuzzy === null ? this.candidatesOf(loaded, term) : new Set<number>();
        const mayBeTypo =
          !term.prefix &&
          !term.phrase &&
          term.text.length >= 4 &&
          term.field !== "content" &&
          term.field !== "description" &&
          term.field !== "keywords";
        const fuzzy =
          mayBeTypo && (term.fuzzy !== null || exact.size < FUZZY_FALLBACK_BELOW)
            ? this.fuzzyCandidatesOf(
                loaded,
                term,
                term.fuzzy !== null ? fuzzyThreshold(term) : DEFAULT_FUZZY_THRESHOLD,
                typos,
              )
            : new Set<number>();
        return { term, exact, fuzzy };
      });
      // Rank candidates by the term map alone (terms matched, the query's words in order, a match
      // in a title or heading) and let Fuse score only the best of them.
      const matchedCount = new Map<number, number>();
      for (const { exact, fuzzy } of perTerm)
        for (const doc of new Set([...exact, ...fuzzy])) matchedCount.set(doc, (matchedCount.get(doc) ?? 0) + 1);
      const most = Math.max(0, ...matchedCount.values());
      const preRank = (doc: number) => {
        const fields = loaded.lowerShort[doc];
        let rank = (matchedCount.get(doc) ?? 0) * 4;
        for (const term of terms) {
          let best = 0;
          for (const key of term.field ? [FIELD_KEYS[term.field]] : SHORT_KEYS)
            if (key in fields && KEY_WEIGHT[key] > best && fields[key as ShortKey].includes(term.text))
              best = KEY_WEIGHT[key];
          rank += best / KEY_WEIGHT.t / terms.length;
          // A field search needs the word in that field; the term map only knew it was somewhere.
          if (term.field && term.field !== "content" && !best) rank -= 4;
        }
        return rank;
      };
      const ranked = [...matchedCount.keys()]
        .map((doc) => ({ doc, rank: preRank(doc) }))
        .sort((a, b) => b.rank - a.rank || a.doc - b.doc);
      // The query's words in order are the strongest sign of the section meant; reading a section
      // costs its length, so only candidates holding every word are read, at most PHRASE_CHECKED.
      if (phrase) {
        let read = 0;
        for (const entry of ranked) {
          if (matchedCount.get(entry.doc) !== most) continue;
          if (++read > PHRASE_CHECKED) break;
          if (holds(entry.doc)) entry.rank += 2;
        }
        ranked.sort((a, b) => b.rank - a.rank || a.doc - b.doc);
      }
      const chosen = ranked.slice(0, SCORED_CANDIDATES).map(({ doc }) => doc);
      // Fuse reads each candidate's content from just before its first match on (a bounded window),
      // so scoring a long section costs what scoring a short one does. A section is scored on its
      // own text: its page's title counts once, on the page top, so a heading that names the query
      // outranks a section that only inherits the title.
      const candidateDocs = chosen.map((doc) => ({
        ...docs[doc],
        t: docs[doc].h ? "" : docs[doc].t,
        c: this.contentWindow(loaded, doc, anchors),
      }));
      const instances = new Map<string, Fuse<SearchDocument>>();
      const fuse = (keys: (keyof SearchDocument)[] | null, threshold: number) => {
        const key = `${keys?.join(",") ?? "*"}|${threshold}`;
        let instance = instances.get(key);
        if (!instance) {
          const weighted = keys
            ? SEARCH_KEYS.filter((k) => keys.includes(k.name)).map((k) => ({ ...k }))
            : SEARCH_KEYS.map((k) => ({ ...k }));
          instance = new Fuse(candidateDocs, { ...BASE_OPTIONS, keys: weighted, threshold });
          instances.set(key, instance);
        }
        return instance;
      };
      for (const [termIndex, { term, exact, fuzzy }] of perTerm.entries()) {
        const results = new Map<number, number>();
        const pattern = term.text.slice(0, 64);
        if (exact.size) {
          for (const result of fuse(term.field ? [FIELD_KEYS[term.field]] : null, 0).search(pattern)) {
            const doc = chosen[result.refIndex];
            if (exact.has(doc)) results.set(doc, result.score ?? 1);
          }
          // A plain word the term map found where Fuse did not look (past the content window) or
          // cannot place (one letter) still counts, weakly; phrases and fields must match as written.
          if (!term.phrase && !term.field)
            for (const doc of chosen) if (exact.has(doc) && !results.has(doc)) results.set(doc, 0.9);
        }
        if (fuzzy.size) {
          const threshold = term.fuzzy !== null ? fuzzyThreshold(term) : DEFAULT_FUZZY_THRESHOLD;
          for (const result of fuse(term.field ? [FIELD_KEYS[term.field]] : FUZZY_KEYS, threshold).search(
            pattern.slice(0, 32),
          )) {
            const doc = chosen[result.refIndex];
            if (fuzzy.has(doc) && !results.has(doc)) results.set(doc, Math.min(1, (result.score ?? 1) + 0.1));
          }
        }
        const wordStart = new RegExp(
          `(?:^|[^\\p{L}\\p{N}_])${escapeRegExp(term.text)}(?<whole>$|[^\\p{L}\\p{N}_])?`,
          "u",
        );
        const typed = typedForms[termIndex];
        for (const [doc, fuseScore] of results) {
          const entry = scored.get(doc) ?? { score: 0, matched: 0 };
          const { t, s, d, k, c, h } = docs[doc];
          const asTypedBonus = typed?.test(`${h ? "" : t} ${s} ${d} ${k} ${c}`) ? TYPED_FORM_BONUS : 0;
          entry.score +=
            (1 - fuseScore + asTypedBonus + headingBonus(loaded.lowerShort[doc], Boolean(h), wordStart)) * term.boost;
          entry.matched += 1;
          scored.set(doc, entry);
        }
      }
      for (const [doc, entry] of scored) {
        const inOrder = holds(doc);
        if (inOrder) entry.score += PHRASE_BONUS_PER_WORD * (plainWords.length - 1);
        else if (entry.matched > 1)
          for (const pair of nearby)
            if (pair.test(docs[doc].c) || pair.test(docs[doc].s)) entry.score += PROXIMITY_BONUS;
        found.push({ loaded, doc, ...entry, inOrder });
      }
    }
    // Every section repeats its page title; a section only counts when its own text matches, so a
    // title match shows once, as the page top, instead of once per section.
    const ownTextMatches = ({ loaded, doc }: { loaded: LoadedIndex; doc: number }) => {
      const section = loaded.file.docs[doc];
      if (!section.h) return true;
      const own = `${section.s} ${section.c} ${section.k} ${section.d}`.toLowerCase();
      return terms.some((term) => term.field !== "title" && (term.fuzzy !== null || own.includes(term.text)));
    };
    const words = [...new Set([...highlightTerms(terms), ...typos])];
    const pattern = matchedWords(words);
    const hits: SearchHit[] = [];
    const snippets = new Set<string>();
    // Three words or more are a sentence fragment: a section that says them in order comes first,
    // however well titles match elsewhere. Two words are more often keywords, which titles answer.
    const ranked = found.sort(
      (a, b) =>
        (plainWords.length >= FRAGMENT_WORDS ? Number(b.inOrder) - Number(a.inOrder) : 0) ||
        b.score + MATCHED_TERM_WEIGHT * b.matched - (a.score + MATCHED_TERM_WEIGHT * a.matched),
    );
    for (const candidate of ranked) {
      if (hits.length >= limit) break;
      if (!ownTextMatches(candidate)) continue;
      const { loaded, doc: index, score, matched } = candidate;
      const doc = loaded.file.docs[index];
      const shown = snippetOf(doc, pattern);
      if (snippets.has(shown.snippet)) continue;
      snippets.add(shown.snippet);
      hits.push({
        doc,
        context: loaded.file.context,
        version: loaded.file.version,
        score,
        matchedTerms: matched,
        ...shown,
        terms: words,
      });
    }
    return hits;
  }
}
