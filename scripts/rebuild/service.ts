import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestListener } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import cors from "cors";
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { rateLimit } from "express-rate-limit";
import { type TrustedProxies, trustedProxies } from "../serve/trust-proxy.ts";
import { nextPostReleaseTime } from "../build/next-post-release.ts";
import { createSiteServer } from "../serve/site-server.ts";
import { CoalescingQueue, type QueueDecision } from "./build-queue.ts";
import { callDeployHook, redactHookUrl } from "./deploy-hook.ts";
import {
  currentBuild,
  DEFAULT_BUILD_COMMAND,
  prepareSiteRoot,
  recoverSiteRoot,
  runLocalBuild,
  siteLayout,
  type BuildFailure,
} from "./local-build.ts";
import { createJsonLogger, createRedactor, redactingLogger, type Logger } from "./logger.ts";
import { PublishLedger } from "./publish-ledger.ts";
import {
  checkSignatureHeader,
  DEFAULT_TOLERANCE_MS,
  ReplayGuard,
  secretsEqual,
  verifyDelivery,
} from "./verify-webhook.ts";

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The webhook body limit: 1 MB. A rebuild trigger needs a few hundred bytes (docs/publishing.md). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Unauthenticated webhook requests a client (an IP address, or its /56 for IPv6) may make per
 * window before its refusals are 429: 300 per 5 minutes (the signature tolerance). Only refusals
 * count and only refusals are limited: a valid delivery is never refused, whoever else shares its
 * address. Once over the limit, a request without a fresh, well-formed signature header is
 * answered before its body is read.
 */
export const DEFAULT_RATE_LIMIT = { windowMs: 5 * 60_000, limit: 300 };

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
  /** Environment for the build command, less the receiver's own secrets (RECEIVER_ONLY_ENV). Default: process.env. */
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
  /** Unauthenticated webhook requests per client and window before 429. Default: DEFAULT_RATE_LIMIT. */
  rateLimit?: { windowMs: number; limit: number };
  /**
   * The bearer token GET /publish-status asks for (PUBLISH_STATUS_TOKEN): the Studio's Publishing
   * tool sends it. Without one, the endpoint answers 404.
   */
  publishStatusToken?: string;
  /** Origins of the Studio allowed to read /publish-status from a browser (CORS; STUDIO_ORIGINS). */
  studioOrigins?: string[];
  /** The reverse proxies in front, whose `X-Forwarded-For` names the client (TRUST_PROXY). Default: a proxy on the same host. */
  trustProxy?: TrustedProxies;
  /** Where every record goes, with the secret, the read token and the deploy hook URL redacted. Default: JSON lines on stdout. */
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
  counters: {
    webhooksAccepted: number;
    webhooksRejected: number;
    buildsStarted: number;
    buildsSucceeded: number;
    buildsFailed: number;
  };
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
  /**
   * Cleans the site root after a crash (recoverSiteRoot: waits for the build lock, removes
   * incomplete build directories); call it once before accepting requests. Resolves to the ids
   * removed; nothing to do in deploy-hook mode.
   */
  recover(): Promise<string[]>;
  /** The site root (for serving `current`). */
  siteRoot: string;
}

const headerValue = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : undefined);

/**
 * Creates the rebuild receiver for Sanity GROQ-powered webhooks.
 *
 * POST /webhook: a client over its `rateLimit` of unauthenticated requests gets 429
 * (express-rate-limit); a missing, malformed or stale signature header gets 401 before the body
 * is read; then the body is read raw (limit `maxBodyBytes`, else 413), signature, freshness and
 * replay checked by verifyDelivery (401 on any failure, no build), then parsed as JSON (400 when
 * malformed), then a build is requested from a coalescing queue: one build runs, at most one
 * waits, and the waiting one starts after the running one so it reads the newest content.
 * Answers 202 with `{ accepted: true, build: "started" | "queued" | "coalesced" }`; every
 * refusal closes the connection. Accepted deliveries are remembered in
 * `<siteRoot>/replay-keys.json`, so a replay is refused after a restart too.
 *
 * GET /health: 200 `{ ok: true }` while the process serves requests.
 * GET /status: 200 ServiceStatus (never build output: that stays in `<siteRoot>/logs/`).
 * GET /publish-status: 200 PublishSnapshot (publish-ledger.ts: each document's last publish,
 * live, building, failed on a named field, or waiting behind another document's error; the last
 * builds) with `Authorization: Bearer <publishStatusToken>`, else 401; 404 without a token set.
 *
 * Builds run locally (runLocalBuild: fresh directory, atomic switch of `current`, last good
 * build kept on failure) or, with `deployHookUrl`, by calling the provider's deploy hook.
 * Throws when `secret` is empty, or when the site root cannot be prepared or its replay keys read.
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
    rateLimit: limits = DEFAULT_RATE_LIMIT,
    now = Date.now,
  } = options;
  const { publishStatusToken, studioOrigins = [], trustProxy = trustedProxies() } = options;
  const secrets = [secret, buildEnv.SANITY_READ_TOKEN, deployHookUrl, publishStatusToken];
  const logger = redactingLogger(options.logger ?? createJsonLogger(), secrets);
  const redact = createRedactor(secrets);
  const { siteRoot, replayKeysFile } = siteLayout(options.siteRoot ?? join(projectRoot, ".rebuild"));
  prepareSiteRoot(siteRoot, projectRoot);
  const mode = deployHookUrl ? "deploy-hook" : "local";
  const replayGuard = new ReplayGuard({ now, file: replayKeysFile });
  const counters = { webhooksAccepted: 0, webhooksRejected: 0, buildsStarted: 0, buildsSucceeded: 0, buildsFailed: 0 };
  let running: ServiceStatus["running"] = null;
  let lastBuild: BuildRecord | null = null;
  let lastSuccessfulBuild: BuildRecord | null = null;
  const ledger = new PublishLedger();
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
      ledger.buildStarted(buildId, startedAt);
      logger.info("build started", { buildId, mode, trigger });
    };
    let error: BuildFailure | undefined;
    try {
      if (deployHookUrl) {
        begin(id);
        const outcome = await callDeployHook(deployHookUrl);
        if (!outcome.ok) error = outcome.error;
      } else {
        const outcome = await runLocalBuild({
          projectRoot,
          siteRoot,
          command: buildCommand,
          changedDocuments: trigger.documentId ? [trigger.documentId] : [],
          env: buildEnv,
          timeoutMs: buildTimeoutMs,
          keepBuilds,
          signal: abort.signal,
          logger,
          redact,
          onStart: begin,
        });
        if (!outcome.ok) error = outcome.error;
      }
    } catch (thrown) {
      // Preparing the site root or switching the link failed: an operator problem, not content.
      error = { message: redact((thrown as Error).message) };
    }
    const finished = now();
    const record: BuildRecord = {
      id,
      mode,
      trigger,
      startedAt,
      finishedAt: new Date(finished).toISOString(),
      durationMs: finished - started,
      result: error ? "failure" : "success",
      ...(error ? { error } : {}),
    };
    running = null;
    lastBuild = record;
    ledger.buildFinished({
      id,
      startedAt,
      finishedAt: record.finishedAt,
      durationMs: record.durationMs,
      result: record.result,
      ...(error ? { error } : {}),
    });
    if (error) {
      counters.buildsFailed++;
      logger.error("build failed; the site keeps the last good build", {
        buildId: id,
        durationMs: record.durationMs,
        error: error.message,
        documentId: error.documentId,
      });
    } else {
      counters.buildsSucceeded++;
      lastSuccessfulBuild = record;
      scheduleRelease();
      logger.info(mode === "local" ? "build published" : "deploy hook called", {
        buildId: id,
        durationMs: record.durationMs,
        ...(deployHookUrl ? { hook: redactHookUrl(deployHookUrl) } : {}),
      });
    }
  };
  const queue = new CoalescingQueue<BuildTrigger>(build, (error) => logger.error("build job crashed", { error }));

  // A post dated in the future is held back until midnight UTC of its date (queries.ts): the build
  // names that day, and a build is started then, so the post comes out without anyone publishing.
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let releasedFor: number | null = null;
  const scheduleRelease = () => {
    clearTimeout(releaseTimer);
    const served = mode === "local" ? currentBuild(siteRoot) : null;
    const at = served ? nextPostReleaseTime(dirname(served.clientDir)) : null;
    if (at === null || abort.signal.aborted) return;
    // setTimeout holds at most 2^31-1 ms (about 24.8 days): a later date is re-checked then. A
    // build for this day already ran and still holds the post back (the Content Lake's clock is
    // behind ours): try again in a minute rather than at once.
    const due = Math.max(at - now(), at === releasedFor ? 60_000 : 0);
    const delay = Math.min(due, 2 ** 31 - 1);
    releaseTimer = setTimeout(() => {
      if (at > now()) return scheduleRelease();
      releasedFor = at;
      const decision = queue.request({ receivedAt: new Date(now()).toISOString(), operation: "scheduled" });
      logger.info("build for a post dated today", { build: decision });
    }, delay);
    releaseTimer.unref();
    logger.info("build scheduled for a post dated in the future", { at: new Date(at).toISOString() });
  };

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
  // Behind a trusted reverse proxy the client address comes from X-Forwarded-For: the logs and the
  // rate limit of refusals use it (TRUST_PROXY; README, "A public receiver").
  app.set("trust proxy", trustProxy.setting);
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

  // The Studio's Publishing tool and document badges read this from the editor's browser: CORS
  // for the Studio's origins (the `cors` middleware answers the preflight the Authorization header
  // causes), then the bearer token, compared in constant time.
  const studioCors = cors({ origin: studioOrigins, methods: ["GET"], allowedHeaders: ["Authorization"], maxAge: 600 });
  const publishStatusAuth: RequestHandler = (req, res, next) => {
    if (!publishStatusToken) return void res.status(404).json({ error: "not-configured" });
    if (secretsEqual(req.headers.authorization ?? "", `Bearer ${publishStatusToken}`)) return next();
    logger.warn("publish status refused", { reason: "bad-token", ip: req.ip });
    res.status(401).json({ error: "unauthorized" });
  };
  app.options("/publish-status", studioCors);
  app.get("/publish-status", studioCors, publishStatusAuth, (_req, res) => {
    res.json(ledger.snapshot(queue.busy));
  });

  // A refusal ends the connection: a client that is refused has nothing more to send, and one
  // trickling a body would otherwise keep its connection while Node discards the rest.
  const refuse = (res: Response, status: number, body: Record<string, unknown>) => {
    res.setHeader("Connection", "close");
    res.status(status).json(body);
  };

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler(req, res) {
      counters.webhooksRejected++;
      const { used, limit } = (req as typeof req & { rateLimit: { used: number; limit: number } }).rateLimit;
      // One line when a client crosses the limit, not one per request after it.
      if (used === limit + 1)
        logger.warn("webhook rate limit reached; further requests from this client get 429", {
          ip: req.ip,
          limit,
          windowMs: limits.windowMs,
        });
      refuse(res, 429, { error: "too-many-requests" });
    },
  });

  // Only refusals pass through the limiter: each counts for its client, and once a client has
  // `limit` of them in a window its refusals are 429 instead of 401. A valid delivery never meets
  // the limiter, so forgeries from Sanity's own address (or from anyone, behind a proxy that does
  // not forward the client's) cannot lock Sanity out.
  const refuseUnauthenticated = (req: Request, res: Response, reason: string, detail?: string) =>
    void limiter(req, res, () => {
      counters.webhooksRejected++;
      logger.warn("webhook rejected", { reason, ...(detail ? { detail } : {}), ip: req.ip });
      refuse(res, 401, { error: reason });
    });

  app.post(
    "/webhook",
    (req, res, next) => {
      // Everything that needs only the headers, before a byte of the body is read.
      const header = checkSignatureHeader(req.headers, { toleranceMs, now });
      if (header.ok) return next();
      refuseUnauthenticated(req, res, header.reason, header.detail);
    },
    // Raw bytes whatever the content type: the signature covers the body exactly as sent, and
    // any re-encoding (JSON parse + stringify) could change it.
    express.raw({ type: () => true, limit: maxBodyBytes }),
    async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
      const verification = await verifyDelivery(
        { rawBody, headers: req.headers },
        { secret, replayGuard, toleranceMs, now },
      );
      if (!verification.ok) {
        refuseUnauthenticated(req, res, verification.reason, verification.detail);
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        counters.webhooksRejected++;
        logger.warn("webhook rejected", { reason: "malformed-json", ip: req.ip });
        refuse(res, 400, { error: "malformed-json" });
        return;
      }
      const bodyId =
        payload && typeof payload === "object" && "_id" in payload && typeof payload._id === "string"
          ? payload._id
          : undefined;
      const trigger: BuildTrigger = {
        receivedAt: new Date(now()).toISOString(),
        documentId: headerValue(req.headers["sanity-document-id"]) ?? bodyId,
        operation: headerValue(req.headers["sanity-operation"]),
        deliveryId: headerValue(req.headers["idempotency-key"]),
      };
      counters.webhooksAccepted++;
      if (trigger.documentId) ledger.published(trigger.documentId, trigger.receivedAt, trigger.operation);
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
      refuse(res, 413, { error: "payload-too-large", limitBytes: maxBodyBytes });
      return;
    }
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      logger.warn("request rejected", { reason: type ?? "bad-request", status: statusCode, ip: req.ip });
      refuse(res, statusCode, { error: type ?? "bad-request" });
      return;
    }
    // The message only: a stack trace would spread over several log lines and tell a client nothing.
    logger.error("request failed", { error, path: req.path });
    if (res.headersSent) req.socket.destroy();
    else refuse(res, 500, { error: "internal" });
  };
  app.use(onError);

  return {
    app,
    status,
    requestBuild: (trigger) => queue.request(trigger),
    idle: () => queue.idle(),
    async stop() {
      abort.abort();
      clearTimeout(releaseTimer);
      await queue.idle();
    },
    async recover() {
      if (mode !== "local") return [];
      const removed = await recoverSiteRoot(siteRoot, projectRoot);
      if (removed.length) logger.warn("incomplete builds removed at start-up", { removed });
      scheduleRelease();
      return removed;
    },
    siteRoot,
  };
}

/**
 * A request listener that serves the site `current` points at, with the behaviour of the local
 * static server (createSiteServer: clean URLs, 404 page, caching). The link is resolved once per
 * request and that directory is used for the whole request, so a switch in the middle of a
 * request cannot mix two builds. Answers 503 until a first build is published. `logger` gets
 * the site server's error lines (default: JSON lines on stdout).
 */
export function createCurrentSiteHandler(siteRoot: string, logger?: Logger): RequestListener {
  const requestRoot = new AsyncLocalStorage<string>();
  const site = createSiteServer(() => requestRoot.getStore() ?? currentBuild(siteRoot)?.clientDir ?? siteRoot, {
    logger,
  });
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
