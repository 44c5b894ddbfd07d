/**
 * `npm run bench:serve`: the servers under load, on this machine only (loopback addresses).
 *
 * 1. The site server (`npm run serve` on build/client, its own process): 200 concurrent
 *    connections for 30 s (autocannon), cycling through the built pages with
 *    `Accept-Encoding: br, gzip` as browsers send it. Prints requests, errors (socket errors,
 *    timeouts and non-2xx answers), p50 and p99 latency.
 * 2. The rebuild receiver (`npm run rebuild-server` with the fake build, its own process, no
 *    trusted proxy so its per-client quota applies to loopback too): 2,000 connections from
 *    127.0.0.2 for 20 s, a third trickling headers that never end, a third trickling unsigned
 *    bodies, a third bodies under a fresh-looking forged signature (each reconnects a second
 *    after it is closed), while from 127.0.0.1 `/health` is asked every 500 ms and a signed
 *    webhook is sent every 5 s. Prints how the flood's requests were answered, the most
 *    connections it held at once, and every `/health` and webhook answer.
 * Needs a build (`npm run build`). Prints the figures, then fails (exit 1) when the site server
 * answered any request with an error, or the receiver refused or missed any `/health` or signed
 * webhook during the flood. BENCH_SECONDS scales both runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { encodeSignatureHeader } from "@sanity/webhook";
import autocannon from "autocannon";
import { builtHtmlFiles, pathOfHtmlFile } from "../../build/hosting/html-files.ts";

const root = resolve(import.meta.dirname, "../../..");
const clientDir = join(root, "build/client");
const scale = Number(process.env.BENCH_SECONDS ?? 0) > 0 ? Number(process.env.BENCH_SECONDS) / 30 : 1;
const SITE_SECONDS = Math.round(30 * scale);
const FLOOD_SECONDS = Math.round(20 * scale);
const FLOOD_CONNECTIONS = 2000;
const ATTACKER = "127.0.0.2";
const SECRET = "bench-serve-secret";

const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((child) => child.kill("SIGTERM")));

/** Starts `script` with `env`; resolves to the child and the first line of its stdout that `match` accepts. */
async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  match: (line: string) => string | undefined,
): Promise<{ child: ChildProcess; value: string }> {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const value = await new Promise<string>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const found = match(line);
      if (found) done(found);
    });
  });
  return { child, value };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

async function benchSiteServer() {
  const pages = builtHtmlFiles(clientDir)
    .map((file) => pathOfHtmlFile(clientDir, file))
    .filter((path) => path !== "/404.html");
  const { child, value: origin } = await startProcess(
    "scripts/serve/serve.ts",
    { PORT: "0" },
    (line) => line.match(/at (http:\/\/\S+)$/)?.[1],
  );
  console.log(`\nSite server: ${pages.length} pages, 200 connections, ${SITE_SECONDS} s, Accept-Encoding: br, gzip`);
  const result = await autocannon({
    url: origin,
    connections: 200,
    duration: SITE_SECONDS,
    headers: { "accept-encoding": "br, gzip" },
    requests: pages.map((path) => ({ method: "GET", path })),
  });
  child.kill("SIGTERM");
  const errors = result.errors + result.timeouts + result.non2xx;
  console.table({
    "site server": {
      requests: result.requests.total,
      "requests/s": Math.round(result.requests.average),
      errors,
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      "MB/s": +(result.throughput.average / 1024 / 1024).toFixed(1),
    },
  });
  return errors;
}

async function benchReceiver() {
  const dir = mkdtempSync(join(tmpdir(), "tidewire-bench-serve-"));
  const datasetFile = join(dir, "dataset.ndjson");
  writeFileSync(
    datasetFile,
    `${JSON.stringify({ _id: "docPage.2-0.intro", title: "Introduction", slug: { _type: "slug", current: "intro" } })}\n`,
  );
  const { child, value: port } = await startProcess(
    "scripts/rebuild/main.ts",
    {
      PORT: "0",
      TRUST_PROXY: "false",
      SANITY_WEBHOOK_SECRET: SECRET,
      SITE_ROOT: join(dir, "site"),
      REBUILD_COMMAND: `"${process.execPath}" scripts/rebuild/fake-build.ts`,
      TIDEWIRE_DATASET_FILE: datasetFile,
    },
    (line) => line.match(/"msg":"rebuild receiver listening".*"port":(\d+)/)?.[1],
  );
  const url = `http://127.0.0.1:${port}`;
  console.log(
    `\nRebuild receiver: ${FLOOD_CONNECTIONS} connections from ${ATTACKER} trickling headers or bodies for ` +
      `${FLOOD_SECONDS} s; /health and signed webhooks from 127.0.0.1`,
  );

  const answers = new Map<string, number>();
  let open = 0;
  let mostOpen = 0;
  let opened = 0;
  let stopping = false;
  const sockets = new Set<Socket>();
  // Fresh for the whole flood (5 min tolerance); the first signature character always changes.
  const forged = (await encodeSignatureHeader("{}", Date.now(), SECRET)).replace(
    /v1=(.)/,
    (_, first: string) => `v1=${first === "A" ? "B" : "A"}`,
  );
  const trickler = async (index: number) => {
    while (!stopping) {
      const kind = index % 3;
      const signature = kind === 1 ? `sanity-webhook-signature: ${forged}\r\n` : "";
      // Headers that never end (a slow-header client), or whole headers and a body trickled after them.
      const head =
        kind === 2
          ? "POST /webhook HTTP/1.1\r\nHost: receiver\r\nX-Slow: "
          : `POST /webhook HTTP/1.1\r\nHost: receiver\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n${signature}\r\n`;
      await new Promise<void>((done) => {
        const socket = connect({ port: Number(port), host: "127.0.0.1", localAddress: ATTACKER });
        sockets.add(socket);
        opened++;
        let answer = "";
        let timer: NodeJS.Timeout | undefined;
        socket.once("connect", () => {
          mostOpen = Math.max(mostOpen, ++open);
          socket.write(head);
          timer = setInterval(() => socket.writable && socket.write("a"), 1000);
        });
        socket.on("data", (chunk) => (answer ||= chunk.toString("latin1").split("\r\n")[0].replace("HTTP/1.1 ", "")));
        socket.on("error", () => {});
        socket.once("close", (hadError) => {
          clearInterval(timer);
          if (timer) open--;
          sockets.delete(socket);
          // Closed without an answer: refused at accept, beyond the receiver's connection cap.
          const key =
            answer ||
            (stopping
              ? "still open when the flood stopped"
              : hadError
                ? "connection error"
                : "closed by the server without an answer");
          answers.set(key, (answers.get(key) ?? 0) + 1);
          done();
        });
      });
      await new Promise((done) => setTimeout(done, 1000));
    }
  };

  const health: { status: number | string; ms: number }[] = [];
  const webhooks: { status: number | string; ms: number }[] = [];
  const timed = async (list: typeof health, request: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      list.push({ status: response.status, ms: Math.round(performance.now() - started) });
    } catch (error) {
      list.push({ status: (error as Error).message, ms: Math.round(performance.now() - started) });
    }
  };
  const signed = async () => {
    const body = JSON.stringify({ _id: "docPage.2-0.intro", _rev: crypto.randomUUID() });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    return fetch(`${url}/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": signature,
        "idempotency-key": crypto.randomUUID(),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  };

  const flood = Array.from({ length: FLOOD_CONNECTIONS }, (_, index) => trickler(index));
  const healthTimer = setInterval(
    () => void timed(health, () => fetch(`${url}/health`, { signal: AbortSignal.timeout(10_000) })),
    500,
  );
  // The first signed delivery once the flood is at full strength, then every 5 s.
  const firstWebhook = setTimeout(() => void timed(webhooks, signed), 1000);
  const webhookTimer = setInterval(() => void timed(webhooks, signed), 5000);
  await new Promise((done) => setTimeout(done, FLOOD_SECONDS * 1000));
  clearInterval(healthTimer);
  clearTimeout(firstWebhook);
  clearInterval(webhookTimer);
  stopping = true;
  sockets.forEach((socket) => socket.destroy());
  await Promise.all(flood);
  child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });

  console.log(`flood: ${opened} connections made, at most ${mostOpen} connected at once; answers:`);
  console.table(
    Object.fromEntries(
      [...answers].sort((a, b) => b[1] - a[1]).map(([answer, count]) => [answer, { connections: count }]),
    ),
  );
  const row = (list: typeof health, expected: number) => {
    const ms = list.map((entry) => entry.ms);
    return {
      asked: list.length,
      [`answered ${expected}`]: list.filter((entry) => entry.status === expected).length,
      "p50 ms": percentile(ms, 50),
      "p99 ms": percentile(ms, 99),
      "max ms": Math.max(...ms),
    };
  };
  console.table({ "/health": row(health, 200), "signed webhook": row(webhooks, 202) });
  const failures = [...health, ...webhooks].filter((entry) => entry.status !== 200 && entry.status !== 202);
  if (failures.length) console.log("not answered as expected:", failures);
  return failures.length;
}

if (!existsSync(join(clientDir, "index.html"))) {
  console.error("bench:serve needs a build: run npm run build first");
  process.exit(1);
}
const siteErrors = await benchSiteServer();
const receiverFailures = await benchReceiver();
const missed = [
  ...(siteErrors > 0 ? [`the site server answered ${siteErrors} requests with an error (threshold 0)`] : []),
  ...(receiverFailures > 0
    ? [
        `the receiver refused or missed ${receiverFailures} /health or signed webhook requests during the flood (threshold 0)`,
      ]
    : []),
];
console.log(missed.length ? `\nThresholds missed:\n- ${missed.join("\n- ")}` : "\nThresholds held.");
process.exit(missed.length ? 1 : 0);
