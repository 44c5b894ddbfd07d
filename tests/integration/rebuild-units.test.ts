import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, describe, expect, it } from "vitest";
import { CoalescingQueue } from "../../scripts/rebuild/build-queue.ts";
import { redactHookUrl } from "../../scripts/rebuild/deploy-hook.ts";
import {
  COMPLETE_MARKER,
  currentBuild,
  newBuildId,
  parseContentError,
  prepareSiteRoot,
  pruneBuilds,
  recoverSiteRoot,
  switchCurrent,
} from "../../scripts/rebuild/local-build.ts";
import { createJsonLogger, redactingLogger } from "../../scripts/rebuild/logger.ts";
import { ReplayGuard, verifyDelivery } from "../../scripts/rebuild/verify-webhook.ts";
import { forgeSignature } from "../support/forge-signature.ts";
import { ContentError } from "../../web/app/lib/content-error.ts";

describe("parseContentError", () => {
  it("finds the document named by the query layer, inside a stack trace and colour codes", () => {
    const output =
      "\u001b[31mError: Prerender: Request failed\u001b[39m\n    Error: Invalid content " +
      'in document docPage.2-0.intro: field "slug" is missing (query DOC_SLUGS_QUERY)\n ' +
      "   at validate (file.js:1:1)";
    expect(parseContentError(output)).toEqual({
      documentId: "docPage.2-0.intro",
      message: 'Invalid content in document docPage.2-0.intro: field "slug" is missing (query DOC_SLUGS_QUERY)',
    });
  });

  it("finds the document named by the dataset compiler, which prints the same message", () => {
    const message = new ContentError("blogPost.hello", "title", "is required", "blog/hello.md").message;
    expect(parseContentError(`> node scripts/build/dataset/compile-dataset.ts\n${message}\nnpm error code 1`)).toEqual({
      documentId: "blogPost.hello",
      message,
    });
  });

  it("reports a content error that names no single document without a document id", () => {
    const message = new ContentError(null, "status", 'must be "current" on exactly one version, not 2', "versions.yaml")
      .message;
    expect(parseContentError(message)).toEqual({ message });
  });

  it("returns null when no document is named", () => {
    expect(parseContentError("Error: ENOSPC: no space left on device")).toBeNull();
  });
});

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
    const file = join(mkdtempSync(join(tmpdir(), "tidewire-replay-")), "replay-keys.json");
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

describe("CoalescingQueue", () => {
  it("runs one job at a time, keeps at most one queued, and gives the queued run the newest trigger", async () => {
    const seen: number[] = [];
    let release!: () => void;
    const queue = new CoalescingQueue<number>(async (trigger) => {
      seen.push(trigger);
      if (seen.length === 1) await new Promise<void>((done) => (release = done));
    });
    expect(queue.request(1)).toBe("started");
    expect(queue.request(2)).toBe("queued");
    expect(queue.request(3)).toBe("coalesced");
    expect(queue.request(4)).toBe("coalesced");
    expect(queue).toMatchObject({ busy: true, queued: true });
    release();
    await queue.idle();
    expect(seen).toEqual([1, 4]);
    expect(queue).toMatchObject({ busy: false, queued: false });
  });

  it("keeps working after a job throws", async () => {
    const errors: unknown[] = [];
    const runs: string[] = [];
    const queue = new CoalescingQueue<string>(
      async (trigger) => {
        runs.push(trigger);
        if (trigger === "bad") throw new Error("boom");
      },
      (error) => errors.push(error),
    );
    queue.request("bad");
    await queue.idle();
    queue.request("good");
    await queue.idle();
    expect(runs).toEqual(["bad", "good"]);
    expect(errors).toHaveLength(1);
  });
});

describe("site root", () => {
  const scratch: string[] = [];
  const scratchDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    scratch.push(dir);
    return dir;
  };
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const makeBuild = (siteRoot: string, id: string, { complete = true } = {}) => {
    mkdirSync(join(siteRoot, "builds", id, "client"), { recursive: true });
    writeFileSync(join(siteRoot, "builds", id, "client/index.html"), id);
    if (complete) writeFileSync(join(siteRoot, "builds", id, COMPLETE_MARKER), "");
  };

  it("switches the current link by rename, with a relative target, and prunes old builds but never the served one", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const ids = [
      "20260101T000000000Z-000001",
      "20260101T000000000Z-000002",
      "20260101T000000000Z-000003",
      "20260101T000000000Z-000004",
    ];
    ids.forEach((id) => makeBuild(siteRoot, id));
    await switchCurrent(siteRoot, ids[1]);
    expect(readlinkSync(join(siteRoot, "current"))).toBe(`builds/${ids[1]}/client`);
    await switchCurrent(siteRoot, ids[2]);
    expect(currentBuild(siteRoot)?.buildId).toBe(ids[2]);
    expect(readFileSync(join(siteRoot, "current/index.html"), "utf8")).toBe(ids[2]);
    // No temporary link is left behind.
    expect(readdirSync(siteRoot).sort()).toEqual(["builds", "current"]);

    expect((await pruneBuilds(siteRoot, 2)).sort()).toEqual([ids[0], ids[1]]);
    expect(readdirSync(join(siteRoot, "builds")).sort()).toEqual([ids[2], ids[3]]);
    await expect(switchCurrent(siteRoot, "no-such-build")).rejects.toThrow(/no client directory/);
    expect(currentBuild(siteRoot)?.buildId).toBe(ids[2]);
  });

  it("never keeps an incomplete build as a rollback candidate, however new", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const ids = [
      "20260101T000000000Z-000001",
      "20260101T000000000Z-000002",
      "20260101T000000000Z-000003",
      "20260101T000000000Z-000004",
    ];
    ids.slice(0, 3).forEach((id) => makeBuild(siteRoot, id));
    // The newest directory is what a crash leaves: no completion marker, maybe not even files.
    mkdirSync(join(siteRoot, "builds", ids[3]));
    await switchCurrent(siteRoot, ids[2]);
    expect((await pruneBuilds(siteRoot, 2)).sort()).toEqual([ids[0], ids[3]]);
    expect(readdirSync(join(siteRoot, "builds")).sort()).toEqual([ids[1], ids[2]]);
  });

  it("removes incomplete builds at start-up and marks the served one complete", async () => {
    const siteRoot = scratchDir("tidewire-siteroot-");
    const served = "20260101T000000000Z-000001";
    const crashed = "20260101T000000000Z-000002";
    makeBuild(siteRoot, served, { complete: false });
    makeBuild(siteRoot, crashed, { complete: false });
    await switchCurrent(siteRoot, served);
    expect(await recoverSiteRoot(siteRoot, "/work/project")).toEqual([crashed]);
    expect(readdirSync(join(siteRoot, "builds"))).toEqual([served]);
    expect(existsSync(join(siteRoot, "builds", served, COMPLETE_MARKER))).toBe(true);
    expect(existsSync(join(siteRoot, "build.lock"))).toBe(false);
  });

  it("links node_modules into a site root outside the project, and ignores builds inside it", async () => {
    const outside = scratchDir("tidewire-siteroot-");
    prepareSiteRoot(outside, "/work/project");
    expect(lstatSync(join(outside, "node_modules")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(outside, "node_modules"))).toBe("/work/project/node_modules");

    const project = scratchDir("tidewire-project-");
    prepareSiteRoot(join(project, ".rebuild"), project);
    expect(readFileSync(join(project, ".rebuild/.gitignore"), "utf8")).toContain("*");
    expect(existsSync(join(project, ".rebuild/node_modules"))).toBe(false);
    // An existing folder of the project gets no .gitignore, and the project root is refused.
    mkdirSync(join(project, "web"));
    prepareSiteRoot(join(project, "web"), project);
    expect(existsSync(join(project, "web/.gitignore"))).toBe(false);
    expect(() => prepareSiteRoot(project, project)).toThrow(/must not be the project root/);
  });

  it("makes build ids that sort by time", () => {
    const a = newBuildId(new Date("2026-01-01T00:00:00.000Z"));
    const b = newBuildId(new Date("2026-01-01T00:00:00.001Z"));
    expect(a).toMatch(/^20260101T000000000Z-[0-9a-f]{6}$/);
    expect([b, a].sort()).toEqual([a, b]);
  });
});

describe("logs and secrets", () => {
  it("writes one JSON object per line and drops records below the level", () => {
    const lines: string[] = [];
    const logger = createJsonLogger({ level: "info", write: (line) => lines.push(line) });
    logger.debug("hidden");
    logger.warn("webhook rejected", { reason: "stale-signature", error: new Error("boom") });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "warn",
      msg: "webhook rejected",
      reason: "stale-signature",
      error: "boom",
    });
    expect(() => createJsonLogger({ level: "loud" })).toThrow(/Unknown log level/);
  });

  it("redacts known secrets and Sanity tokens from the message and every field", () => {
    const lines: string[] = [];
    const logger = redactingLogger(createJsonLogger({ write: (line) => lines.push(line) }), [
      "webhook-secret-value",
      undefined,
    ]);
    const token = `sk${"a1B2".repeat(12)}`;
    logger.error("build said webhook-secret-value", {
      error: new Error(`token ${token}`),
      nested: { list: ["x webhook-secret-value y"] },
    });
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: "build said [redacted]",
      error: "token [redacted]",
      nested: { list: ["x [redacted] y"] },
    });
    expect(lines[0]).not.toContain("webhook-secret-value");
    expect(lines[0]).not.toContain(token);
  });

  it("shows only the origin of a deploy hook URL", () => {
    expect(redactHookUrl("https://api.netlify.com/build_hooks/5f1e")).toBe("https://api.netlify.com/…");
  });
});
