import { timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

export { SIGNATURE_HEADER_NAME };

/**
 * Whether `given` equals the secret `expected`, compared in constant time (node:crypto
 * `timingSafeEqual`), so a wrong guess does not reveal how many of its leading characters were
 * right. Strings of different byte lengths are unequal at once: only the length leaks.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
/** How far a signature's timestamp may be from the receiver's clock, either way (5 minutes). */
export const DEFAULT_TOLERANCE_MS = 5 * 60_000;

/** Why a delivery was refused; every reason is answered with 401 and starts no build. */
export type RejectReason = "missing-signature" | "invalid-signature" | "stale-signature" | "replayed-delivery";

/** The outcome of checking one delivery: accepted (with its signature timestamp) or rejected. */
export type Verification = { ok: true; timestamp: number } | { ok: false; reason: RejectReason; detail: string };

/**
 * Remembers deliveries already accepted, so a captured request replayed within the freshness
 * window, or a redelivery of the same event, is refused. Keys expire after their time to live;
 * at most `maxEntries` are kept (the oldest are forgotten first) so a flood cannot grow memory
 * without bound. With `file`, the keys survive a restart: they are read from it when the guard
 * is made and the file is rewritten (a temporary file renamed over it, so a crash leaves the old
 * or the new list, never half of one) before checkAndRecord returns, so a delivery answered 202
 * is refused after any restart. Only accepted deliveries are recorded, so writes follow
 * publishes, not traffic.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly file: string | undefined;

  /**
   * `maxEntries` caps memory and the file (default 10 000, about 1 MB); `now` is the clock in ms
   * (tests pass a fake one); `file` is where keys persist (none: memory only). An unreadable or
   * corrupt file throws: starting without the keys would accept replays.
   */
  constructor({
    maxEntries = 10_000,
    now = Date.now,
    file,
  }: { maxEntries?: number; now?: () => number; file?: string } = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
    this.file = file;
    if (file && existsSync(file)) {
      const saved: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (!Array.isArray(saved)) throw new Error(`${file} does not hold a list of replay keys`);
      const current = now();
      for (const entry of saved)
        if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number" && entry[1] > current)
          this.seen.set(entry[0], entry[1]);
      while (this.seen.size > this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    }
  }

  /**
   * Records every entry's key (kept for its `ttlMs` from now) unless one of them was already
   * seen and has not expired. Returns the first key already seen (nothing is recorded then), or
   * null when all were new and are now recorded (and saved, with `file`). Check and record
   * happen in one synchronous step, so concurrent duplicates cannot both pass. Throws when the
   * file cannot be written; the keys are then not recorded and the delivery must be refused.
   */
  checkAndRecord(entries: { key: string; ttlMs: number }[]): string | null {
    const now = this.now();
    this.prune(now);
    const repeated = entries.find(({ key }) => (this.seen.get(key) ?? 0) > now);
    if (repeated) return repeated.key;
    const before = new Map(this.seen);
    for (const { key, ttlMs } of entries) {
      // Re-inserting moves the key to the end of the Map's order, which keeps eviction oldest-first.
      this.seen.delete(key);
      this.seen.set(key, now + ttlMs);
    }
    while (this.seen.size > this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    try {
      this.save(now);
    } catch (error) {
      this.seen.clear();
      for (const [key, expires] of before) this.seen.set(key, expires);
      throw error;
    }
    return null;
  }

  /** Number of remembered keys (for /status and tests). */
  get size(): number {
    return this.seen.size;
  }

  private save(now: number) {
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.seen].filter(([, expires]) => expires > now)));
    renameSync(temporary, this.file);
  }

  private lastPrune = 0;

  // Expired keys are already ignored by the lookup; sweeping at most once a second keeps a busy
  // receiver from walking the whole map on every request.
  private prune(now: number) {
    if (now - this.lastPrune < 1000) return;
    this.lastPrune = now;
    for (const [key, expires] of this.seen) if (expires <= now) this.seen.delete(key);
  }
}

/** What verifyDelivery needs to know about one request. */
export interface Delivery {
  /** The request body exactly as received (the signature covers these bytes, not re-encoded JSON). */
  rawBody: string;
  /** Request headers, lower-cased names as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

/** Options of verifyDelivery. */
export interface VerifyOptions {
  secret: string;
  replayGuard: ReplayGuard;
  /** Maximum clock distance of the signature timestamp (default 5 minutes). */
  toleranceMs?: number;
  /** How long an idempotency key is remembered (default 24 h: Sanity retries failed deliveries for hours). */
  idempotencyTtlMs?: number;
  now?: () => number;
}

const headerText = (headers: Delivery["headers"], name: string): string | undefined => {
  const value = headers[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
};

/**
 * The checks that need only the headers: the `sanity-webhook-signature` header is there once,
 * is well formed (`t=<ms>,v1=<signature>`, decoded with `@sanity/webhook`) and its timestamp is
 * within `toleranceMs` of now. Run before the body is read, so a request that cannot be genuine
 * is answered at once instead of holding a connection while its body trickles in. Returns
 * `{ ok: true, timestamp }` or the rejection; never throws.
 */
export function checkSignatureHeader(
  headers: Delivery["headers"],
  { toleranceMs = DEFAULT_TOLERANCE_MS, now = Date.now }: { toleranceMs?: number; now?: () => number } = {},
): Verification {
  const signature = headers[SIGNATURE_HEADER_NAME];
  if (signature === undefined || signature === "")
    return { ok: false, reason: "missing-signature", detail: `no ${SIGNATURE_HEADER_NAME} header` };
  // Node joins repeated headers into an array (or a comma list); either way it is not one signature.
  if (typeof signature !== "string")
    return { ok: false, reason: "invalid-signature", detail: "more than one signature header" };
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(signature));
  } catch (error) {
    // The library throws for a malformed header or a timestamp before 2021.
    return { ok: false, reason: "invalid-signature", detail: (error as Error).message };
  }
  const age = now() - timestamp;
  if (Math.abs(age) > toleranceMs)
    return {
      ok: false,
      reason: "stale-signature",
      detail: `signature timestamp is ${Math.round(age / 1000)} s from now (limit ${toleranceMs / 1000} s)`,
    };
  return { ok: true, timestamp };
}

/**
 * Checks a Sanity GROQ-powered webhook delivery, in this order:
 * 1. checkSignatureHeader: one well-formed signature header whose timestamp `t` is within
 *    `toleranceMs` of now (the library accepts any age, so a captured request could otherwise be
 *    replayed forever);
 * 2. the signature is an HMAC-SHA256 of `<t>.<body>` under `secret` (`@sanity/webhook`);
 * 3. neither the signature nor the delivery's `idempotency-key` (or, without one, its
 *    `sanity-webhook-id`/`sanity-transaction-id`/`sanity-document-id`) was accepted before.
 *    The signature is remembered as well because headers other than the signature are not
 *    signed: an attacker replaying a captured body could change the idempotency key at will.
 * Only a delivery that passes all checks is recorded, so forged requests cannot poison the guard.
 * Returns `{ ok: true, timestamp }` or `{ ok: false, reason, detail }`; never throws for bad
 * input, only when the replay guard cannot save its keys.
 */
export async function verifyDelivery(delivery: Delivery, options: VerifyOptions): Promise<Verification> {
  const {
    secret,
    replayGuard,
    toleranceMs = DEFAULT_TOLERANCE_MS,
    idempotencyTtlMs = 24 * 60 * 60_000,
    now = Date.now,
  } = options;
  const header = checkSignatureHeader(delivery.headers, { toleranceMs, now });
  if (!header.ok) return header;
  const { timestamp } = header;
  const signature = delivery.headers[SIGNATURE_HEADER_NAME] as string;
  try {
    const expected = await encodeSignatureHeader(delivery.rawBody, timestamp, secret);
    // @sanity/webhook compares with !==; a constant-time comparison does not leak how many leading
    // characters of a guess were right.
    if (!secretsEqual(signature.trim(), expected))
      return { ok: false, reason: "invalid-signature", detail: "signature does not match the body" };
  } catch (error) {
    // The library throws for an empty body.
    return { ok: false, reason: "invalid-signature", detail: (error as Error).message };
  }

  const deliveryKey =
    headerText(delivery.headers, "idempotency-key") ??
    (headerText(delivery.headers, "sanity-transaction-id")
      ? ["sanity-webhook-id", "sanity-transaction-id", "sanity-document-id"]
          .map((name) => headerText(delivery.headers, name) ?? "")
          .join(":")
      : undefined);
  // A signature can only pass the freshness check until timestamp + tolerance, so remembering it
  // for twice the tolerance is enough; a delivery key is kept longer because Sanity redelivers
  // the same event (same key, new signature) for hours.
  const entries = [{ key: `sig:${signature.trim()}`, ttlMs: 2 * toleranceMs }];
  if (deliveryKey) entries.push({ key: `key:${deliveryKey}`, ttlMs: Math.max(idempotencyTtlMs, 2 * toleranceMs) });
  const repeated = replayGuard.checkAndRecord(entries);
  if (repeated)
    return {
      ok: false,
      reason: "replayed-delivery",
      detail: repeated.startsWith("key:")
        ? `delivery ${deliveryKey} was already accepted`
        : "this signature was already used",
    };
  return { ok: true, timestamp };
}
