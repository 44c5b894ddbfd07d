import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestListener } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type ErrorRequestHandler, type Express } from "express";
import { createSiteServer } from "../site-server.ts";
import { CoalescingQueue, type QueueDecision } from "./build-queue.ts";
import { callDeployHook, redactHookUrl } from "./deploy-hook.ts";
import { currentBuild, DEFAULT_BUILD_COMMAND, runLocalBuild, siteLayout, type BuildFailure } from "./local-build.ts";
import { createJsonLogger, type Logger } from "./logger.ts";
import { DEFAULT_TOLERANCE_MS, ReplayGuard, verifyDelivery } from "./verify-webhook.ts";

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The webhook body limit: 1 MB. A rebuild trigger needs a few hundred bytes (see README). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Options of createRebuildService. Only `secret` is required. */
export interface RebuildServiceOptions {
  /** The webhook's secret, as entered in Sanity (SANITY_WEBHOOK_SECRET). */
  secret: string;
  /** Where the build command runs. Default: this repository. */
  projectRoot?: string;
  /** Directory holding `builds/<id>/` and the `current` symlink. Default: `<projectRoot>/.rebuild`. */
  siteRoot?: string;
  /** Shell command that builds into `$TIDEWIRE_BUILD_DIR` (REBUILD_COMMAND). Default: DEFAULT_BUILD_COMMAND. */
  buildCommand?: string;
  /** Environment for the build command. Default: process.env. */
  buildEnv?: NodeJS.ProcessEnv;
  /** A build is killed after this long. Default: 15 minutes. */
  buildTimeoutMs?: number;
  /** Successful builds kept on disk, the served one included. Default: 3. */
  keepBuilds?: number;
  /** When set, each build calls this hosting provider deploy hook instead of building locally. */
  deployHookUrl?: string;
  /** Largest accepted body in bytes (413 above). Default: 1 MB. */
  maxBodyBytes?: number;
  /** Allowed distance of the signature timestamp from now. Default: 5 minutes. */
  toleranceMs?: number;
  logger?: Logger;
  now?: () => number;
}

/** What set off a build: the accepted delivery's metadata (never its body). */
export interface BuildTrigger {
  receivedAt: string;
  documentId?: string;
  operation?: string;
  deliveryId?: string;
}

/** One finished build, as /status reports it. */
export interface BuildRecord {
  id: string;
  mode: "local" | "deploy-hook";
  trigger: BuildTrigger;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  result: "success" | "failure";
  /** On failure: the message, and the document `_id` when the content was invalid. */
  error?: BuildFailure;
}

/** The body of GET /status. */
export interface ServiceStatus {
  mode: "local" | "deploy-hook";
  state: "idle" | "building";
  queued: boolean;
  running: { id: string; startedAt: string; trigger: BuildTrigger } | null;
  /** The build the site is served from (local mode), or null before the first success. */
  current: { buildId: string } | null;
  lastBuild: BuildRecord | null;
  lastSuccessfulBuild: BuildRecord | null;
  counters: { webhooksAccepted: number; webhooksRejected: number; buildsStarted: number; buildsSucceeded: number; buildsFailed: number };
}

/** A running rebuild receiver: the HTTP app plus handles for tests and the entry point. */
export interface RebuildService {
  /** Express app with POST /webhook, GET /health and GET /status. */
  app: Express;
  /** The current status (same object shape as GET /status). */
  status(): ServiceStatus;
  /** Asks for a build as an accepted webhook would (used by REBUILD_ON_START). */
  requestBuild(trigger: BuildTrigger): QueueDecision;
  /** Resolves when no build is running or queued. */
  idle(): Promise<void>;
  /** Stops for good: kills a running build (its directory is removed, the served site stays), drops the queued one. */
  stop(): Promise<void>;
  /** The site root (for serving `current`). */
  siteRoot: string;
}

const headerValue = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : undefined);

/**
 * Creates the rebuild receiver for Sanity GROQ-powered webhooks.
 *
 * POST /webhook: body read raw (limit `maxBodyBytes`, else 413), signature, freshness and replay
 * checked by verifyDelivery (401 on any failure, no build), then parsed as JSON (400 when
 * malformed), then a build is requested from a coalescing queue: one build runs, at most one
 * waits, and the waiting one starts after the running one so it reads the newest content.
 * Answers 202 with `{ accepted: true, build: "started" | "queued" | "coalesced" }`.
 *
 * GET /health: 200 `{ ok: true }` while the process serves requests.
 * GET /status: 200 ServiceStatus.
 *
 * Builds run locally (runLocalBuild: fresh directory, atomic switch of `current`, last good
 * build kept on failure) or, with `deployHookUrl`, by calling the provider's deploy hook.
 * Throws when `secret` is empty.
 */
export function createRebuildService(options: RebuildServiceOptions): RebuildService {
  if (!options.secret) throw new Error("SANITY_WEBHOOK_SECRET is required: without it no delivery can be verified");
  const {
    secret,
    projectRoot = PROJECT_ROOT,
    buildCommand = DEFAULT_BUILD_COMMAND,
    buildEnv = process.env,
    buildTimeoutMs,
    keepBuilds,
    deployHookUrl,
    maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
    toleranceMs = DEFAULT_TOLERANCE_MS,
    logger = createJsonLogger(),
    now = Date.now,
  } = options;
  const siteRoot = siteLayout(options.siteRoot ?? join(projectRoot, ".rebuild")).siteRoot;
  const mode = deployHookUrl ? "deploy-hook" : "local";
  const replayGuard = new ReplayGuard({ now });
  const counters = { webhooksAccepted: 0, webhooksRejected: 0, buildsStarted: 0, buildsSucceeded: 0, buildsFailed: 0 };
  let running: ServiceStatus["running"] = null;
  let lastBuild: BuildRecord | null = null;
  let lastSuccessfulBuild: BuildRecord | null = null;
  const abort = new AbortController();

  const build = async (trigger: BuildTrigger) => {
    // After stop() a queued run must not start a build that nobody will wait for.
    if (abort.signal.aborted) return;
    const started = now();
    const startedAt = new Date(started).toISOString();
    counters.buildsStarted++;
    // Replaced by the build directory id once a local build has one.
    let id = `${mode}-${started}`;
    const begin = (buildId: string) => {
      id = buildId;
      running = { id, startedAt, trigger };
      logger.info("build started", { buildId, mode, trigger });
    };
    let error: BuildFailure | undefined;
    try {
      if (deployHookUrl) {
        begin(id);
        const outcome = await callDeployHook(deployHookUrl);
        if (!outcome.ok) error = outcome.error;
      } else {
        const outcome = await runLocalBuild({ projectRoot, siteRoot, command: buildCommand, env: buildEnv, timeoutMs: buildTimeoutMs, keepBuilds, signal: abort.signal, logger, onStart: begin });
        if (!outcome.ok) error = outcome.error;
      }
    } catch (thrown) {
      // Preparing the site root or switching the link failed: an operator problem, not content.
      error = { message: (thrown as Error).message };
    }
    const finished = now();
    const record: BuildRecord = { id, mode, trigger, startedAt, finishedAt: new Date(finished).toISOString(), durationMs: finished - started, result: error ? "failure" : "success", ...(error ? { error } : {}) };
    running = null;
    lastBuild = record;
    if (error) {
      counters.buildsFailed++;
      logger.error("build failed; the site keeps the last good build", { buildId: id, durationMs: record.durationMs, error: error.message, documentId: error.documentId });
    } else {
      counters.buildsSucceeded++;
      lastSuccessfulBuild = record;
      logger.info(mode === "local" ? "build published" : "deploy hook called", { buildId: id, durationMs: record.durationMs, ...(deployHookUrl ? { hook: redactHookUrl(deployHookUrl) } : {}) });
    }
  };
  const queue = new CoalescingQueue<BuildTrigger>(build, (error) => logger.error("build job crashed", { error }));

  const status = (): ServiceStatus => {
    const served = mode === "local" ? currentBuild(siteRoot) : null;
    return {
      mode,
      state: queue.busy ? "building" : "idle",
      queued: queue.queued,
      running,
      current: served ? { buildId: served.buildId } : null,
      lastBuild,
      lastSuccessfulBuild,
      counters: { ...counters },
    };
  };

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the client address comes from X-Forwarded-For; only the logs use it.
  app.set("trust proxy", "loopback");
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  app.get("/status", (_req, res) => {
    res.json(status());
  });

  app.post(
    "/webhook",
    // Raw bytes whatever the content type: the signature covers the body exactly as sent, and
    // any re-encoding (JSON parse + stringify) could change it.
    express.raw({ type: () => true, limit: maxBodyBytes }),
    async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
      const verification = await verifyDelivery({ rawBody, headers: req.headers }, { secret, replayGuard, toleranceMs, now });
      if (!verification.ok) {
        counters.webhooksRejected++;
        logger.warn("webhook rejected", { reason: verification.reason, detail: verification.detail, ip: req.ip });
        res.status(401).json({ error: verification.reason });
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        counters.webhooksRejected++;
        logger.warn("webhook rejected", { reason: "malformed-json", ip: req.ip });
        res.status(400).json({ error: "malformed-json" });
        return;
      }
      const bodyId = payload && typeof payload === "object" && "_id" in payload && typeof payload._id === "string" ? payload._id : undefined;
      const trigger: BuildTrigger = {
        receivedAt: new Date(now()).toISOString(),
        documentId: headerValue(req.headers["sanity-document-id"]) ?? bodyId,
        operation: headerValue(req.headers["sanity-operation"]),
        deliveryId: headerValue(req.headers["idempotency-key"]),
      };
      counters.webhooksAccepted++;
      const decision = queue.request(trigger);
      logger.info("webhook accepted", { ...trigger, build: decision });
      res.status(202).json({ accepted: true, build: decision });
    },
  );

  app.use((_req, res) => {
    res.status(404).json({ error: "not-found" });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // body-parser's errors carry `type` and a 4xx `status`; anything else is ours.
    const type = (error as { type?: string }).type;
    const statusCode = (error as { status?: number }).status;
    if (type === "entity.too.large") {
      counters.webhooksRejected++;
      logger.warn("webhook rejected", { reason: "payload-too-large", limit: maxBodyBytes, ip: req.ip });
      res.status(413).json({ error: "payload-too-large", limitBytes: maxBodyBytes });
      return;
    }
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      logger.warn("request rejected", { reason: type ?? "bad-request", status: statusCode, ip: req.ip });
      res.status(statusCode).json({ error: type ?? "bad-request" });
      return;
    }
    logger.error("request failed", { error, path: req.path });
    res.status(500).json({ error: "internal" });
  };
  app.use(onError);

  return {
    app,
    status,
    requestBuild: (trigger) => queue.request(trigger),
    idle: () => queue.idle(),
    async stop() {
      abort.abort();
      await queue.idle();
    },
    siteRoot,
  };
}

/**
 * A request listener that serves the site `current` points at, with the behaviour of the local
 * static server (createSiteServer: clean URLs, 404 page, caching). The link is resolved once per
 * request and that directory is used for the whole request, so a switch in the middle of a
 * request cannot mix two builds. Answers 503 until a first build is published.
 */
export function createCurrentSiteHandler(siteRoot: string): RequestListener {
  const requestRoot = new AsyncLocalStorage<string>();
  const site = createSiteServer(() => requestRoot.getStore() ?? currentBuild(siteRoot)?.clientDir ?? siteRoot);
  return (req, res) => {
    const current = currentBuild(siteRoot);
    if (!current) {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "30" });
      res.end("The site has not been built yet.\n");
      return;
    }
    requestRoot.run(current.clientDir, () => site(req, res));
  };
}
