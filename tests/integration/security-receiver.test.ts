import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterEach, describe, expect, it } from "vitest";
import { createLimitedServer, type ServerLimits } from "../../scripts/serve/http-server.ts";
import { createJsonLogger } from "../../scripts/rebuild/logger.ts";
import { createRebuildService, type RebuildServiceOptions, type ServiceStatus } from "../../scripts/rebuild/service.ts";
import { forgeSignature } from "../support/forge-signature.ts";
import { testDirectory } from "../support/test-directory.ts";

/*
 * The hostile-traffic probes against the rebuild receiver, each with its safe answer: trickling
 * and slow clients are cut off, a flood of unauthenticated requests gets 429 while /health and a
 * signed delivery from another client still answer, /status and the logs leak no secret or build
 * output, and a replay is refused after a restart. The server limits are the production ones
 * scaled down (1 s for headers, 2 s for the whole request) so the suite takes a few seconds.
 * Flooding clients connect from 127.0.0.2, a second loopback address, as an attacker is not
 * the Sanity client.
 */

const root = resolve(import.meta.dirname, "../..");
const SECRET = "security-suite-webhook-secret";
const READ_TOKEN = `sk${"tidewireReadToken".repeat(3)}`;
const TEST_LIMITS: ServerLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  maxConnections: 1024,
  // No per-client quota, to see what the deadlines alone do; the quota's own test sets one.
  maxConnectionsPerClient: 1024,
};
const ATTACKER = "127.0.0.2";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function startReceiver(
  options: Partial<RebuildServiceOptions> = {},
  siteRoot?: string,
  limits: ServerLimits = TEST_LIMITS,
) {
  const dir = mkdtempSync(join(tmpdir(), "tidewire-security-receiver-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const logLines: string[] = [];
  const service = createRebuildService({
    secret: SECRET,
    projectRoot: root,
    siteRoot: siteRoot ?? join(dir, "site"),
    buildCommand: "true",
    buildEnv: { ...process.env, SANITY_WEBHOOK_SECRET: SECRET, SANITY_READ_TOKEN: READ_TOKEN },
    logger: createJsonLogger({ level: "debug", write: (line) => logLines.push(line) }),
    ...options,
  });
  cleanups.push(() => service.stop());
  const server: Server = createLimitedServer(service.app, limits).listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  cleanups.push(() => new Promise((done) => server.close(done)));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    service,
    port,
    url,
    logLines,
    status: async () => (await fetch(`${url}/status`)).json() as Promise<ServiceStatus>,
  };
}

async function signedDelivery(
  url: string,
  {
    body = JSON.stringify({ _id: "docPage.2-0.intro", _rev: randomUUID() }),
    signature,
    idempotencyKey = randomUUID(),
  }: { body?: string; signature?: string; idempotencyKey?: string } = {},
) {
  const header = signature ?? (await encodeSignatureHeader(body, Date.now(), SECRET));
  const response = await fetch(`${url}/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": header,
      "idempotency-key": idempotencyKey,
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string },
    sent: body,
    signature: header,
    idempotencyKey,
  };
}

/**
 * A raw connection from `localAddress` that sends `head` (request line and headers) and then one
 * body byte every 200 ms. Resolves, when the server answers or closes, to the status line and the
 * time it took (ms). `onSent` is called once the head is written (or the connection closed before).
 */
function trickle(
  port: number,
  head: string,
  localAddress = ATTACKER,
  onSent: () => void = () => {},
): Promise<{ statusLine: string; closedAfterMs: number }> {
  return new Promise((done) => {
    const started = Date.now();
    let received = "";
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
      socket.write(head, onSent);
      const timer = setInterval(() => socket.writable && socket.write("a"), 200);
      socket.once("close", () => clearInterval(timer));
    });
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.once("close", () => {
      onSent();
      done({ statusLine: received.split("\r\n")[0], closedAfterMs: Date.now() - started });
    });
  });
}

const webhookHead = (headers: Record<string, string> = {}) =>
  `POST /webhook HTTP/1.1\r\nHost: receiver\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;

describe("rebuild receiver: connection exhaustion", () => {
  it("answers an unsigned request that trickles its body at once with 401 and closes the connection", async () => {
    const r = await startReceiver();
    const answer = await trickle(r.port, webhookHead());
    expect(answer.statusLine).toBe("HTTP/1.1 401 Unauthorized");
    expect(answer.closedAfterMs).toBeLessThan(1000);
  });

  it("cuts off a body trickled under a fresh-looking signature at the body deadline, and headers trickled at the header deadline", async () => {
    const r = await startReceiver();
    const fresh = forgeSignature(await encodeSignatureHeader("{}", Date.now(), SECRET));
    const [body, headers] = await Promise.all([
      trickle(r.port, webhookHead({ "sanity-webhook-signature": fresh })),
      // Headers that never end: one header line, then body bytes that never make a blank line.
      trickle(r.port, "POST /webhook HTTP/1.1\r\nHost: receiver\r\nX-Slow: "),
    ]);
    expect(body.statusLine).toBe("HTTP/1.1 408 Request Timeout");
    expect(body.closedAfterMs).toBeLessThan(TEST_LIMITS.requestTimeoutMs + 1500);
    expect(headers.closedAfterMs).toBeLessThan(TEST_LIMITS.headersTimeoutMs + 1500);
  });

  it("keeps answering /health and a signed delivery from Sanity while 200 connections from another client trickle bodies", async () => {
    const r = await startReceiver();
    const fresh = forgeSignature(await encodeSignatureHeader("{}", Date.now(), SECRET));
    // Half unsigned, half under a fresh-looking forged signature: the worst of both.
    // The checks start once every flooding connection has sent its head and is trickling its body.
    const sent = Array.from({ length: 200 }, () => Promise.withResolvers<void>());
    const flood = sent.map(({ resolve }, i) =>
      trickle(r.port, webhookHead(i % 2 ? { "sanity-webhook-signature": fresh } : {}), ATTACKER, resolve),
    );
    await Promise.all(sent.map(({ promise }) => promise));
    const health = await fetch(`${r.url}/health`);
    expect(health.status).toBe(200);
    const signed = await signedDelivery(r.url);
    expect(signed.status).toBe(202);
    const answers = await Promise.all(flood);
    // Every flooding connection was answered (401, 408 or 429) and closed, none left hanging.
    for (const answer of answers) expect(answer.statusLine).toMatch(/^HTTP\/1\.1 (401|408|429) /);
    expect(answers.filter((answer) => answer.statusLine.includes(" 401 ")).length).toBeGreaterThanOrEqual(100);
  });
});

describe("rebuild receiver: connections per client", () => {
  it("holds at most its quota of one client's half-sent requests, closing the rest at once, and serves Sanity meanwhile", async () => {
    const limits = { ...TEST_LIMITS, headersTimeoutMs: 5000, requestTimeoutMs: 10_000, maxConnectionsPerClient: 8 };
    const r = await startReceiver({}, undefined, limits);
    // Headers that never end, from one address: the slow-header flood that used to fill the server.
    const sent = Array.from({ length: 40 }, () => Promise.withResolvers<void>());
    const flood = sent.map(({ resolve }) =>
      trickle(r.port, "POST /webhook HTTP/1.1\r\nHost: receiver\r\nX-Slow: ", ATTACKER, resolve),
    );
    await Promise.all(sent.map(({ promise }) => promise));
    expect((await signedDelivery(r.url)).status).toBe(202);
    expect((await fetch(`${r.url}/health`)).status).toBe(200);
    const answers = await Promise.all(flood);
    // Those over the quota were closed unanswered at once; the others only at the header deadline.
    const refused = answers.filter((answer) => answer.statusLine === "" && answer.closedAfterMs < 1000);
    expect(refused).toHaveLength(40 - limits.maxConnectionsPerClient);
    const held = answers.filter((answer) => answer.closedAfterMs >= limits.headersTimeoutMs - 500);
    expect(held).toHaveLength(limits.maxConnectionsPerClient);
  });
});

describe("rebuild receiver: rate limit", () => {
  it("answers 429 once a client has sent `limit` forged deliveries, logs that once, and still accepts a signed delivery from another client", async () => {
    const r = await startReceiver({ rateLimit: { windowMs: 60_000, limit: 5 } });
    const body = JSON.stringify({ _id: "docPage.2-0.intro" });
    const forged = forgeSignature(await encodeSignatureHeader(body, Date.now(), SECRET));
    const statuses: string[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await trickle(
            r.port,
            `POST /webhook HTTP/1.1\r\nHost: receiver\r\nContent-Type: application/json\r\nContent-Length: ` +
              `${body.length}\r\nsanity-webhook-signature: ${forged}\r\n\r\n${body}`,
          )
        ).statusLine,
      );
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill("HTTP/1.1 401 Unauthorized"));
    expect(statuses.slice(5)).toEqual(Array(15).fill("HTTP/1.1 429 Too Many Requests"));
    const logged = r.logLines.map((line) => JSON.parse(line) as { msg: string });
    expect(logged.filter((record) => record.msg === "webhook rejected")).toHaveLength(5);
    expect(logged.filter((record) => record.msg.startsWith("webhook rate limit reached"))).toHaveLength(1);
    expect((await signedDelivery(r.url)).status).toBe(202);
    expect((await fetch(`${r.url}/health`)).status).toBe(200);
  });
});

describe("rebuild receiver: rate limit and Sanity's own address", () => {
  it("accepts a signed delivery from an address whose forgeries are answered 429: the limiter refuses refusals only", async () => {
    const r = await startReceiver({ rateLimit: { windowMs: 60_000, limit: 3 } });
    const raw = (body: string, signature: string) =>
      `POST /webhook HTTP/1.1\r\nHost: receiver\r\nContent-Type: application/json\r\nContent-Length: ` +
      `${body.length}\r\nsanity-webhook-signature: ${signature}\r\nidempotency-key: ${randomUUID()}\r\n\r\n${body}`;
    const body = JSON.stringify({ _id: "docPage.2-0.intro", _rev: randomUUID() });
    const forged = forgeSignature(await encodeSignatureHeader(body, Date.now(), SECRET));
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await trickle(r.port, raw(body, forged))).statusLine);
    expect(statuses.at(-1)).toBe("HTTP/1.1 429 Too Many Requests");
    // The same address (one socket address, as a proxy that does not forward the client's would give).
    const signed = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await trickle(r.port, raw(body, signed))).statusLine).toBe("HTTP/1.1 202 Accepted");
    expect((await trickle(r.port, raw(body, forged))).statusLine).toBe("HTTP/1.1 429 Too Many Requests");
  });
});

describe("rebuild receiver: leaks", () => {
  it("keeps a failed build's output, the webhook secret and the read token out of /status and the logs", async () => {
    const printEnvironment =
      'echo "secret=${SANITY_WEBHOOK_SECRET:-absent} token=${SANITY_READ_TOKEN:-absent}"; env; exit 1';
    const r = await startReceiver({ buildCommand: printEnvironment });
    expect((await signedDelivery(r.url)).status).toBe(202);
    await r.service.idle();
    const status = await r.status();
    const id = status.lastBuild!.id;
    expect(status.lastBuild!.error).toEqual({
      message: `build command exited with code 1; its output is in logs/${id}.log on the receiver's host`,
    });
    const everything = `${JSON.stringify(status)}${r.logLines.join("")}`;
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(READ_TOKEN);
    // The build never had the webhook secret; it had the read token, which its log shows redacted.
    const log = readFileSync(join(r.service.siteRoot, "logs", `${id}.log`), "utf8");
    expect(log).toContain("secret=absent token=[redacted]");
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(READ_TOKEN);
  });
});

describe("rebuild receiver: replays", () => {
  it("refuses an exact replay after a restart on the same site root", async () => {
    const siteRoot = join(testDirectory("tidewire-security-replay-"), "site");
    const first = await startReceiver({}, siteRoot);
    const accepted = await signedDelivery(first.url);
    expect(accepted.status).toBe(202);
    await first.service.stop();

    const restarted = await startReceiver({}, siteRoot);
    const replay = await signedDelivery(restarted.url, {
      body: accepted.sent,
      signature: accepted.signature,
      idempotencyKey: accepted.idempotencyKey,
    });
    expect(replay).toMatchObject({ status: 401, body: { error: "replayed-delivery" } });
    expect(existsSync(join(siteRoot, "replay-keys.json"))).toBe(true);
    expect(readdirSync(siteRoot)).not.toContain("replay-keys.json.tmp");
  });
});
