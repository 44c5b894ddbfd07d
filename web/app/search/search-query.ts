/**
 * The search box's query syntax (SPEC.md sections 3 and 5): plain words,
 * `field:term` (title, heading, description, keywords, content), `term*` prefix, `term~N` fuzzy
 * with edit distance N, `term^N` boost, and quoted phrases. Parsing never throws: anything
 * malformed (`title:`, `^^`, `~x`, an unbalanced quote, a very long query) degrades to plain words.
 */

export type SearchField = "title" | "heading" | "description" | "keywords" | "content";

export const SEARCH_FIELDS: SearchField[] = ["title", "heading", "description", "keywords", "content"];

/** One term of a parsed query. `text` is lower case and never empty. */
export interface QueryTerm {
  text: string;
  field: SearchField | null;
  prefix: boolean;
  /** Allowed edit distance, when the term asked for fuzzy matching with `~N`. */
  fuzzy: number | null;
  boost: number;
  phrase: boolean;
}

/** Longest query the parser reads, in characters; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 12;
const FIELD_ALIASES: Record<string, SearchField> = {
  title: "title",
  heading: "heading",
  section: "heading",
  description: "description",
  keywords: "keywords",
  keyword: "keywords",
  content: "content",
  body: "content",
};

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_.\-/@{} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

function parseToken(raw: string, phrase: boolean, field: SearchField | null): QueryTerm[] {
  let text = raw;
  let boost = 1;
  let fuzzy: number | null = null;
  let prefix = false;
  // Modifiers may come in any order at the end: `term*~1^2`.
  for (let guard = 0; guard < 4; guard++) {
    const boostMatch = text.match(/\^(\d+(?:\.\d+)?)?$/);
    const fuzzyMatch = text.match(/~(\d)?$/);
    if (boostMatch) {
      if (boostMatch[1]) boost = Math.min(10, Math.max(0.1, Number(boostMatch[1])));
      text = text.slice(0, -boostMatch[0].length);
    } else if (fuzzyMatch) {
      fuzzy = fuzzyMatch[1] ? Math.min(3, Number(fuzzyMatch[1])) : 1;
      text = text.slice(0, -fuzzyMatch[0].length);
    } else if (text.endsWith("*")) {
      prefix = true;
      text = text.replace(/\*+$/, "");
    } else break;
  }
  text = clean(text.replace(/[\^~*]/g, " "));
  if (!text) return [];
  if (!phrase && text.includes(" "))
    return text.split(" ").map((word) => ({ text: word, field, prefix: false, fuzzy: null, boost, phrase: false }));
  return [
    {
      text,
      field,
      prefix: prefix && !phrase,
      fuzzy: phrase ? null : fuzzy,
      boost,
      phrase: phrase && text.includes(" "),
    },
  ];
}

/** Parses a query into terms. Returns an empty list for a query with nothing searchable. */
export function parseQuery(input: string): QueryTerm[] {
  const query = String(input ?? "").slice(0, MAX_QUERY_LENGTH);
  const terms: QueryTerm[] = [];
  const pattern = /(?:([A-Za-z]+):)?(?:"([^"]*)"|(\S+))/g;
  const balanced = (query.match(/"/g)?.length ?? 0) % 2 === 0;
  const source = balanced ? query : query.replaceAll('"', " ");
  for (const match of source.matchAll(pattern)) {
    const [, fieldName, quoted, bare] = match;
    const field = fieldName ? (FIELD_ALIASES[fieldName.toLowerCase()] ?? null) : null;
    if (fieldName && !field) {
      terms.push(...parseToken(`${fieldName} ${quoted ?? bare ?? ""}`, false, null));
      continue;
    }
    if (quoted !== undefined) terms.push(...parseToken(quoted, true, field));
    else if (bare !== undefined) terms.push(...parseToken(bare, false, field));
    else if (fieldName) terms.push(...parseToken(fieldName, false, null));
  }
  return terms.slice(0, MAX_TERMS);
}

/** The words to highlight for a query: every term's text, phrases split into words, deduplicated. */
export function highlightTerms(terms: QueryTerm[]): string[] {
  return [
    ...new Set(
      terms
        .flatMap((term) => (term.phrase ? [term.text, ...term.text.split(" ")] : [term.text]))
        .filter((text) => text.length >= 2),
    ),
  ];
}
