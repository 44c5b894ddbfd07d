/** A word character as search sees it (a letter, a digit or `_`), as a regular-expression class for flag `u`. */
export const WORD = "[\\p{L}\\p{N}_]";
/** Any character but a word character, as a regular-expression class for flag `u`. */
export const NOT_WORD = "[^\\p{L}\\p{N}_]";
/** Where a word starts: no word character just before (a lookbehind, flag `u`). */
export const WORD_START = `(?<!${WORD})`;

/**
 * Words as search sees them, the same at build time (the index's term map) and in the worker (the
 * query): lower case, split at anything that is not a letter, a digit or `_`, so
 * `/payments/{payment_id}/fund` is `payments`, `payment_id`, `fund` and `off-ramp` is `off`, `ramp`.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/**
 * Text as its words, lower case, joined by single spaces, each word stripped of the punctuation
 * around it but not inside it: "Amount, currency and" is `amount currency and`, while
 * `/stablecoin/transactions` stays one word. What a multi-word query is compared with, in order.
 */
export function wordText(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ""))
    .filter(Boolean)
    .join(" ");
}

/**
 * Words too common to tell sections apart (a short English stop list, as Lunr and Algolia's
 * `removeStopWords` use): a query's terms leave them out when it has any other word, while the
 * words-in-order check still reads them.
 */
export const STOP_WORDS = new Set(
  `a an and are as at be by can do does for from how i in is it its my of on or our
  the this that to was what when where which who why will with you your`.split(/\s+/),
);

/**
 * The part of a word its plural shares with its singular, for prefix matching: `fees` → `fee`,
 * `changes` → `change`, `policies` → `polic` (which begins both `policy` and `policies`). Words
 * under four letters and those ending in `ss`, `us` or `is` are kept whole.
 */
export function singularPrefix(word: string): string {
  if (word.length < 4) return word;
  if (word.endsWith("ies") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** `text` with the characters that mean something in a regular expression escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The words a query matched, as one pattern (global, case-insensitive): each word where a word
 * starts with it (`valid` in `validation`), running on to the end of that word, so a highlight
 * covers the whole word. Matches nothing when `words` is empty.
 */
export function matchedWords(words: string[]): RegExp {
  if (!words.length) return /(?!)/g;
  return new RegExp(`${WORD_START}(?:${words.map(escapeRegExp).join("|")})${WORD}*`, "giu");
}

/**
 * A word of the text that begins with `text`, in any case (flag `u` for the word classes), with the
 * rest of that word as group `rest`: empty when `text` is the whole word.
 */
export const wordStartPattern = (text: string) =>
  new RegExp(`${WORD_START}${escapeRegExp(text)}(?<rest>${WORD}*)`, "iu");
