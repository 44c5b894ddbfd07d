/**
 * Words as search sees them, the same at build time (the index's term map) and in the worker (the
 * query): lower case, split at anything that is not a letter, a digit or `_`, so
 * `/payments/{payment_id}/fund` is `payments`, `payment_id`, `fund` and `off-ramp` is `off`, `ramp`.
 */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
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
