import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../scripts/rebuild/logger.ts";
import {
  createCurrentSiteHandler,
  createRebuildService,
  type RebuildService,
  type ServiceStatus,
} from "../../scripts/rebuild/service.ts";
import { waitFor } from "../support/wait-for.ts";

/*
 * The rebuild receiver end to end over HTTP, with scripts/rebuild/fake-build.ts as the build: it
 * has the real build's contract (dataset in, `$TIDEWIRE_BUILD_DIR/client` out, a document without
 * a slug fails the build naming the document) and takes FAKE_BUILD_DELAY_MS.
 */

const root = resolve(import.meta.dirname, "../..");
const SECRET = `test-secret-${randomUUID()}`;
const FAKE_BUILD = `"${process.execPath}" scripts/rebuild/fake-build.ts`;

interface Doc {
  _id: string;
  title: string;
  slug?: { _type: "slug"; current: string };
}

/** The stand-in for the Content Lake: the NDJSON dataset the build reads, rewritten per publish. */
function writeDataset(file: string, introTitle: string, { dropIntroSlug = false } = {}) {
  const docs: Doc[] = [
    {
      _id: "docPage.2-0.intro",
      title: introTitle,
      ...(dropIntroSlug ? {} : { slug: { _type: "slug", current: "intro" } }),
    },
    { _id: "docPage.2-0.payments", title: "Payments", slug: { _type: "slug", current: "payments" } },
  ];
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
}

interface Harness {
  url: string;
  siteUrl: string;
  service: RebuildService;
  datasetFile: string;
  buildLog: string;
  /** One entry per build the fake build started: the titles it read. */
  builds(): { buildDir: string; titles: string[] }[];
  status(): Promise<ServiceStatus>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const listen = async (server: Server) => {
  server.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  cleanups.push(() => new Promise((done) => server.close(() => done())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

async function startHarness({
  delayMs = 0,
  gate,
  buildCommand = FAKE_BUILD,
  buildTimeoutMs,
  deployHookUrl,
  nextPostRelease,
}: {
  delayMs?: number;
  /** A file the fake build waits for before it finishes (FAKE_BUILD_GATE). */
  gate?: string;
  buildCommand?: string;
  buildTimeoutMs?: number;
  deployHookUrl?: string;
  /** The day the fake build says its next held-back post comes out (FAKE_BUILD_NEXT_POST_RELEASE). */
  nextPostRelease?: string;
} = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), "tidewire-rebuild-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const datasetFile = join(dir, "dataset.ndjson");
  const buildLog = join(dir, "builds.log");
  writeDataset(datasetFile, "Introduction");
  const service = createRebuildService({
    secret: SECRET,
    projectRoot: root,
    siteRoot: join(dir, "site"),
    buildCommand,
    buildTimeoutMs,
    deployHookUrl,
    buildEnv: {
      ...process.env,
      TIDEWIRE_DATASET_FILE: datasetFile,
      FAKE_BUILD_LOG: buildLog,
      FAKE_BUILD_DELAY_MS: String(delayMs),
      ...(gate ? { FAKE_BUILD_GATE: gate } : {}),
      ...(nextPostRelease ? { FAKE_BUILD_NEXT_POST_RELEASE: nextPostRelease } : {}),
    },
    logger: silentLogger,
  });
  cleanups.push(() => service.stop());
  const url = await listen(createServer(service.app));
  const siteUrl = await listen(createServer(createCurrentSiteHandler(service.siteRoot)));
  return {
    url,
    siteUrl,
    service,
    datasetFile,
    buildLog,
    builds: () =>
      existsSync(buildLog)
        ? readFileSync(buildLog, "utf8")
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line))
        : [],
    status: async () => (await fetch(`${url}/status`)).json() as Promise<ServiceStatus>,
  };
}

interface DeliveryOptions {
  body?: string;
  timestamp?: number;
  secret?: string;
  idempotencyKey?: string;
  /** Replaces the computed signature header; `null` sends none. */
  signature?: string | null;
}

/**
 * POSTs a delivery the way Sanity does: JSON body, signature header, idempotency key. The
 * default body is the projection docs/publishing.md recommends; its `_rev` differs per publish, so two
 * deliveries signed in the same millisecond still differ.
 */
async function deliver(
  url: string,
  {
    body = JSON.stringify({ _id: "docPage.2-0.intro", _type: "docPage", _rev: randomUUID() }),
    timestamp = Date.now(),
    secret = SECRET,
    idempotencyKey = randomUUID(),
    signature,
  }: DeliveryOptions = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "idempotency-key": idempotencyKey,
    "sanity-operation": "update",
    "sanity-document-id": "docPage.2-0.intro",
  };
  const computed = signature === undefined ? await encodeSignatureHeader(body, timestamp, secret) : signature;
  if (computed !== null) headers["sanity-webhook-signature"] = computed;
  const response = await fetch(`${url}/webhook`, { method: "POST", headers, body });
  return {
    status: response.status,
    connection: response.headers.get("connection"),
    body: (await response.json().catch(() => null)) as { build?: string; error?: string } | null,
    signature: computed,
    idempotencyKey,
  };
}

/** Every file under `dir` (resolved) with its bytes, to prove a site did not change. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const base = realpathSync(dir);
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else files.set(relative(base, child), readFileSync(child));
    }
  };
  walk(base);
  return files;
}

describe("rebuild receiver: signatures", () => {
  it("answers 401 to forged, missing, malformed, stale and future-dated signatures and starts no build", async () => {
    const h = await startHarness();
    const body = JSON.stringify({ _id: "docPage.2-0.intro" });
    const cases: [string, DeliveryOptions][] = [
      ["forged (wrong secret)", { body, secret: "not-the-secret" }],
      ["missing", { body, signature: null }],
      ["malformed", { body, signature: "t=abc,v1=zzz" }],
      [
        "signed for another body",
        { body, signature: await encodeSignatureHeader(JSON.stringify({ _id: "other" }), Date.now(), SECRET) },
      ],
      ["stale (5 min 1 s old)", { body, timestamp: Date.now() - 5 * 60_000 - 1000 }],
      ["stale (one hour old)", { body, timestamp: Date.now() - 60 * 60_000 }],
      ["from the future (6 min ahead)", { body, timestamp: Date.now() + 6 * 60_000 }],
    ];
    for (const [name, options] of cases) {
      const response = await deliver(h.url, options);
      expect(response.status, name).toBe(401);
      expect(response.connection, name).toBe("close");
    }
    await h.service.idle();
    expect(h.builds()).toHaveLength(0);
    const status = await h.status();
    expect(status.counters).toMatchObject({ webhooksAccepted: 0, webhooksRejected: cases.length, buildsStarted: 0 });
    expect(status.lastBuild).toBeNull();
  });

  it("accepts a signature 4 minutes old, then answers 401 to every replay of that delivery", async () => {
    const h = await startHarness();
    const body = JSON.stringify({ _id: "docPage.2-0.intro" });
    const timestamp = Date.now() - 4 * 60_000;
    const first = await deliver(h.url, { body, timestamp, idempotencyKey: "delivery-1" });
    expect(first.status).toBe(202);
    await h.service.idle();
    expect(h.builds()).toHaveLength(1);

    // The captured request as is; with a new idempotency key (headers are not signed);
    // and Sanity-style redelivery of the same event (same key, freshly signed).
    expect((await deliver(h.url, { body, signature: first.signature, idempotencyKey: "delivery-1" })).status).toBe(401);
    expect((await deliver(h.url, { body, signature: first.signature, idempotencyKey: "delivery-2" })).status).toBe(401);
    const redelivery = await deliver(h.url, { body, idempotencyKey: "delivery-1" });
    expect(redelivery.status).toBe(401);
    expect(redelivery.body?.error).toBe("replayed-delivery");
    await h.service.idle();
    expect(h.builds()).toHaveLength(1);
    expect((await h.status()).counters).toMatchObject({ webhooksAccepted: 1, webhooksRejected: 3, buildsStarted: 1 });
  });
});

describe("rebuild receiver: bursts", () => {
  it("turns 50 webhooks that arrive during a build into one more build, and the site shows the last change", async () => {
    const gateDir = mkdtempSync(join(tmpdir(), "tidewire-gate-"));
    cleanups.push(() => rm(gateDir, { recursive: true, force: true }));
    const gate = join(gateDir, "release");
    const h = await startHarness({ gate });
    // The first publish starts a build, held by the gate until every other webhook has arrived.
    writeDataset(h.datasetFile, "Introduction, change 1");
    const first = await deliver(h.url);
    expect(first.body?.build).toBe("started");
    await waitFor("the first build to start", () => (h.builds().length === 1 ? true : undefined));
    // Each task edits the content, then delivers its webhook, as Sanity does after a publish.
    const responses = await Promise.all(
      Array.from({ length: 49 }, async (_, i) => {
        writeDataset(h.datasetFile, `Introduction, change ${i + 2}`);
        return deliver(h.url);
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(49).fill(202));
    expect(responses.filter((response) => response.body?.build === "started")).toHaveLength(0);
    writeFileSync(gate, "");
    await h.service.idle();

    const builds = h.builds();
    expect(builds).toHaveLength(2);
    // The queued build started after the running one, so it read the newest content.
    expect(builds[0].titles[0]).toBe("Introduction, change 1");
    expect(builds[1].titles[0]).toBe("Introduction, change 50");
    const home = await (await fetch(`${h.siteUrl}/`)).text();
    expect(home).toContain("Introduction, change 50");
    expect(await (await fetch(`${h.siteUrl}/docs/intro`)).text()).toContain("Introduction, change 50");
    const status = await h.status();
    expect(status).toMatchObject({
      state: "idle",
      queued: false,
      running: null,
      counters: { webhooksAccepted: 50, buildsStarted: builds.length, buildsFailed: 0 },
    });
  });
});

describe("rebuild receiver: failed builds", () => {
  it("keeps the served site byte-identical when content is invalid, names the document in /status, and recovers on the next good publish", async () => {
    const h = await startHarness();
    expect((await fetch(`${h.siteUrl}/`)).status).toBe(503);

    writeDataset(h.datasetFile, "Introduction, first edition");
    expect((await deliver(h.url)).status).toBe(202);
    await h.service.idle();
    const good = await h.status();
    expect(good.lastBuild).toMatchObject({ result: "success" });
    const servedBefore = snapshot(join(h.service.siteRoot, "current"));
    const homeBefore = Buffer.from(await (await fetch(`${h.siteUrl}/`)).arrayBuffer());
    const introBefore = Buffer.from(await (await fetch(`${h.siteUrl}/docs/intro`)).arrayBuffer());
    expect(homeBefore.toString()).toContain("Introduction, first edition");

    writeDataset(h.datasetFile, "Introduction, broken edition", { dropIntroSlug: true });
    expect((await deliver(h.url)).status).toBe(202);
    await h.service.idle();
    const failed = await h.status();
    expect(failed.lastBuild).toMatchObject({ result: "failure", error: { documentId: "docPage.2-0.intro" } });
    // Where the fault is, in words of its own: the build's output stays in the build log.
    expect(failed.lastBuild!.error!.message).toBe(
      'Invalid content in document docPage.2-0.intro: field "slug" is invalid; the build log has the details',
    );
    expect(typeof failed.lastBuild!.startedAt).toBe("string");
    expect(failed.lastBuild!.durationMs).toBeGreaterThanOrEqual(0);
    expect(failed.current).toEqual(good.current);
    expect(failed.lastSuccessfulBuild!.id).toBe(good.lastBuild!.id);
    // The same files with the same bytes, over the filesystem and over HTTP.
    expect(snapshot(join(h.service.siteRoot, "current"))).toEqual(servedBefore);
    expect(Buffer.from(await (await fetch(`${h.siteUrl}/`)).arrayBuffer()).equals(homeBefore)).toBe(true);
    expect(Buffer.from(await (await fetch(`${h.siteUrl}/docs/intro`)).arrayBuffer()).equals(introBefore)).toBe(true);
    // The failed build's directory is gone; only the good one is on disk.
    expect(readdirSync(join(h.service.siteRoot, "builds"))).toEqual([good.current!.buildId]);

    writeDataset(h.datasetFile, "Introduction, fixed edition");
    expect((await deliver(h.url)).status).toBe(202);
    await h.service.idle();
    const recovered = await h.status();
    expect(recovered.lastBuild).toMatchObject({ result: "success" });
    expect(recovered.lastBuild!.error).toBeUndefined();
    expect(recovered.current!.buildId).not.toBe(good.current!.buildId);
    expect(await (await fetch(`${h.siteUrl}/docs/intro`)).text()).toContain("Introduction, fixed edition");
  });

  it("kills a build that exceeds its time limit and keeps serving", async () => {
    const h = await startHarness({ buildCommand: "sleep 30", buildTimeoutMs: 300 });
    const started = Date.now();
    expect((await deliver(h.url)).status).toBe(202);
    await h.service.idle();
    expect(Date.now() - started).toBeLessThan(10_000);
    const status = await h.status();
    expect(status.lastBuild!.error!.message).toMatch(
      /^build timed out after 0\.3 s; its output is in logs\/[^ ]+\.log on the receiver's host$/,
    );
    expect(status.current).toBeNull();
    expect((await fetch(`${h.url}/health`)).status).toBe(200);
  });

  it("reports how a build failed without naming a document, and keeps its output in the build log only", async () => {
    const h = await startHarness({ buildCommand: "echo 'vite: out of memory' >&2; exit 3" });
    await deliver(h.url);
    await h.service.idle();
    const { lastBuild } = await h.status();
    expect(lastBuild!.error).toEqual({
      message: `build command exited with code 3; its output is in logs/${lastBuild!.id}.log on the receiver's host`,
    });
    expect(readFileSync(join(h.service.siteRoot, "logs", `${lastBuild!.id}.log`), "utf8")).toContain(
      "vite: out of memory",
    );
  });
});

describe("rebuild receiver: posts dated in the future", () => {
  it("starts a build by itself on the day a held-back post comes out", async () => {
    // Today's date: midnight UTC has passed, so the build is due at once.
    const harness = await startHarness({ nextPostRelease: new Date().toISOString().slice(0, 10) });
    expect((await deliver(harness.url)).status).toBe(202);
    await waitFor("the scheduled build", async () =>
      (await harness.status()).counters.buildsSucceeded >= 2 ? true : undefined,
    );
    expect((await harness.status()).lastBuild?.trigger.operation).toBe("scheduled");
  });

  it("waits when the post's day has not come", async () => {
    const harness = await startHarness({ nextPostRelease: "2999-01-01" });
    expect((await deliver(harness.url)).status).toBe(202);
    await harness.service.idle();
    await new Promise((done) => setTimeout(done, 300));
    expect((await harness.status()).counters.buildsStarted).toBe(1);
  });
});

describe("rebuild receiver: bodies", () => {
  it("answers 413 to a 2 MB body and 400 to malformed JSON, builds nothing, and keeps serving", async () => {
    const h = await startHarness();
    const big = JSON.stringify({ _id: "docPage.2-0.intro", padding: "x".repeat(2 * 1024 * 1024) });
    const tooLarge = await deliver(h.url, { body: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body?.error).toBe("payload-too-large");

    const malformed = await deliver(h.url, { body: '{"_id": "docPage.2-0.intro",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body?.error).toBe("malformed-json");

    expect((await fetch(`${h.url}/health`)).status).toBe(200);
    await h.service.idle();
    expect(h.builds()).toHaveLength(0);

    // A body just under the limit is fine, and the service still builds.
    const nearLimit = JSON.stringify({ _id: "docPage.2-0.intro", padding: "x".repeat(1024 * 1024 - 100) });
    expect((await deliver(h.url, { body: nearLimit })).status).toBe(202);
    await h.service.idle();
    expect(h.builds()).toHaveLength(1);
    expect((await h.status()).lastBuild).toMatchObject({ result: "success" });
  });

  it("answers unknown paths with 404 and reports health", async () => {
    const h = await startHarness();
    expect((await fetch(`${h.url}/nope`)).status).toBe(404);
    const health = await fetch(`${h.url}/health`);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get("cache-control")).toBe("no-store");
  });
});

describe("rebuild receiver: deploy hook mode", () => {
  it("calls the deploy hook instead of building, and reports a failing hook", async () => {
    const calls: string[] = [];
    let answer = 200;
    const hook = createServer((req, res) => {
      calls.push(`${req.method} ${req.url}`);
      res.writeHead(answer).end("{}");
    });
    const hookUrl = `${await listen(hook)}/build_hooks/secret-hook-id`;
    const h = await startHarness({ deployHookUrl: hookUrl });

    expect((await deliver(h.url)).status).toBe(202);
    await h.service.idle();
    expect(calls).toEqual(["POST /build_hooks/secret-hook-id"]);
    expect(h.builds()).toHaveLength(0);
    expect(await h.status()).toMatchObject({
      mode: "deploy-hook",
      current: null,
      lastBuild: { mode: "deploy-hook", result: "success" },
    });

    answer = 500;
    await deliver(h.url);
    await h.service.idle();
    const status = await h.status();
    expect(status.lastBuild).toMatchObject({ result: "failure" });
    expect(status.lastBuild!.error!.message).toMatch(/^deploy hook http:\/\/127\.0\.0\.1:\d+\/… answered 500/);
    // The hook's secret path never reaches /status.
    expect(JSON.stringify(status)).not.toContain("secret-hook-id");
  });
});
