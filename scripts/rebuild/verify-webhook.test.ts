import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { ReplayGuard, verifyDelivery } from "./verify-webhook.ts";
import { forgeSignature } from "../../tests/support/forge-signature.ts";
import { testDirectory } from "../../tests/support/test-directory.ts";

describe("ReplayGuard", () => {
  it("refuses a key until it expires, and records nothing when one key repeats", () => {
    let now = 1_000_000;
    const guard = new ReplayGuard({ now: () => now });
    expect(guard.checkAndRecord([{ key: "a", ttlMs: 1000 }])).toBeNull();
    expect(
      guard.checkAndRecord([
        { key: "b", ttlMs: 1000 },
        { key: "a", ttlMs: 1000 },
      ]),
    ).toBe("a");
    expect(guard.checkAndRecord([{ key: "b", ttlMs: 1000 }])).toBeNull();
    now += 1001;
    expect(guard.checkAndRecord([{ key: "a", ttlMs: 1000 }])).toBeNull();
  });

  it("keeps its keys in a file, so a new guard (a restarted receiver) still refuses them, and expired ones are dropped", () => {
    const file = join(testDirectory("tidewire-replay-"), "replay-keys.json");
    let now = 1_000_000;
    const first = new ReplayGuard({ now: () => now, file });
    expect(
      first.checkAndRecord([
        { key: "long", ttlMs: 60_000 },
        { key: "short", ttlMs: 1000 },
      ]),
    ).toBeNull();
    now += 2000;
    const restarted = new ReplayGuard({ now: () => now, file });
    expect(restarted.size).toBe(1);
    expect(restarted.checkAndRecord([{ key: "long", ttlMs: 60_000 }])).toBe("long");
    expect(restarted.checkAndRecord([{ key: "short", ttlMs: 1000 }])).toBeNull();
    writeFileSync(file, "{ not json");
    expect(() => new ReplayGuard({ file })).toThrow();
  });

  it("forgets the oldest keys beyond its capacity", () => {
    const guard = new ReplayGuard({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) guard.checkAndRecord([{ key, ttlMs: 60_000 }]);
    expect(guard.size).toBe(2);
    expect(guard.checkAndRecord([{ key: "a", ttlMs: 60_000 }])).toBeNull();
  });
});

describe("verifyDelivery", () => {
  const secret = "s3cret";
  const body = '{"_id":"docPage.2-0.intro"}';

  it("accepts a fresh signature once, and does not remember rejected deliveries", async () => {
    const replayGuard = new ReplayGuard();
    const signature = await encodeSignatureHeader(body, Date.now(), secret);
    const forged = await verifyDelivery(
      { rawBody: body, headers: { "sanity-webhook-signature": forgeSignature(signature), "idempotency-key": "k1" } },
      { secret, replayGuard },
    );
    expect(forged).toMatchObject({ ok: false, reason: "invalid-signature" });
    expect(replayGuard.size).toBe(0);
    expect(
      await verifyDelivery(
        { rawBody: body, headers: { "sanity-webhook-signature": signature, "idempotency-key": "k1" } },
        { secret, replayGuard },
      ),
    ).toMatchObject({ ok: true });
    expect(
      await verifyDelivery(
        { rawBody: body, headers: { "sanity-webhook-signature": signature, "idempotency-key": "k2" } },
        { secret, replayGuard },
      ),
    ).toMatchObject({ ok: false, reason: "replayed-delivery" });
  });

  it("refuses repeated signature headers and an empty body", async () => {
    const replayGuard = new ReplayGuard();
    const signature = await encodeSignatureHeader(body, Date.now(), secret);
    expect(
      await verifyDelivery(
        { rawBody: body, headers: { "sanity-webhook-signature": [signature, signature] } },
        { secret, replayGuard },
      ),
    ).toMatchObject({ ok: false, reason: "invalid-signature" });
    expect(
      await verifyDelivery(
        { rawBody: "", headers: { "sanity-webhook-signature": signature } },
        { secret, replayGuard },
      ),
    ).toMatchObject({ ok: false, reason: "invalid-signature" });
  });

  it("falls back to the webhook id, transaction id and document id when there is no idempotency key", async () => {
    const replayGuard = new ReplayGuard();
    const headers = { "sanity-webhook-id": "hook1", "sanity-transaction-id": "tx1", "sanity-document-id": "doc1" };
    const first = await verifyDelivery(
      {
        rawBody: body,
        headers: { ...headers, "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), secret) },
      },
      { secret, replayGuard },
    );
    expect(first.ok).toBe(true);
    const again = await verifyDelivery(
      {
        rawBody: body,
        headers: { ...headers, "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now() + 1, secret) },
      },
      { secret, replayGuard },
    );
    expect(again).toMatchObject({ ok: false, reason: "replayed-delivery" });
  });
});
