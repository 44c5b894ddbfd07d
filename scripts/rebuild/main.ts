/**
 * `npm run rebuild-server`: the rebuild receiver for Sanity webhooks (docs/publishing.md).
 * Configuration comes from the environment:
 *
 * - SANITY_WEBHOOK_SECRET (required): the secret entered for the webhook in Sanity.
 * - PORT (default 8787, 0 for any free port), HOST (default 127.0.0.1): where POST /webhook,
 *   GET /health and GET /status listen. Loopback by default: expose it through a TLS reverse proxy.
 * - SITE_ROOT (default `.rebuild`): holds `builds/<id>/` and the `current` symlink to serve.
 * - REBUILD_COMMAND (default: compile dataset, react-router build, postbuild): the build, run
 *   with TIDEWIRE_BUILD_DIR set to a fresh directory.
 * - REBUILD_TIMEOUT_SECONDS (default 900), REBUILD_KEEP_BUILDS (default 3).
 * - DEPLOY_HOOK_URL: call this hosting provider deploy hook instead of building locally.
 * - SITE_PORT: also serve the `current` site on this port (same behaviour as `npm run serve`; 0 for any free port).
 * - REBUILD_ON_START=1: build once at start-up (a fresh host has nothing to serve).
 * - PUBLISH_STATUS_TOKEN: enables GET /publish-status for the Studio's Publishing tool, which
 *   sends it as a bearer token (SANITY_STUDIO_PUBLISH_STATUS_TOKEN in the Studio build);
 *   STUDIO_ORIGINS (comma-separated, e.g. https://tidewire.sanity.studio) may read it from a browser.
 * - LOG_LEVEL (debug, info, warn, error; default info): `debug` includes every build output line.
 * The SANITY_* read variables (project, dataset, API version, token) pass through to the build;
 * SANITY_WEBHOOK_SECRET, DEPLOY_HOOK_URL and PUBLISH_STATUS_TOKEN never do. Start-up first cleans the site root after a
 * crash (service.recover), then listens with RECEIVER_LIMITS (header and body deadlines, a
 * connection cap).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createLimitedServer, RECEIVER_LIMITS, SITE_SERVER_LIMITS, type ServerLimits } from "../serve/http-server.ts";
import { redactHookUrl } from "./deploy-hook.ts";
import { createJsonLogger } from "./logger.ts";
import { type TrustedProxies, trustedProxies } from "../serve/trust-proxy.ts";
import { createCurrentSiteHandler, createRebuildService } from "./service.ts";

const env = process.env;
const logger = createJsonLogger({ level: env.LOG_LEVEL ?? "info" });

const positive = (name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

// 0 asks the system for a free port (tests); the port taken is in the "listening" log line.
const portNumber = (name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number (0 for any free port), got "${raw}"`);
  return value;
};

let service: ReturnType<typeof createRebuildService>;
let port: number;
let trustProxy: TrustedProxies;
let sitePort: number | undefined;
try {
  trustProxy = trustedProxies(env.TRUST_PROXY);
  service = createRebuildService({
    secret: env.SANITY_WEBHOOK_SECRET ?? "",
    siteRoot: env.SITE_ROOT ? resolve(env.SITE_ROOT) : undefined,
    buildCommand: env.REBUILD_COMMAND || undefined,
    buildTimeoutMs: positive("REBUILD_TIMEOUT_SECONDS", 900) * 1000,
    keepBuilds: positive("REBUILD_KEEP_BUILDS", 3),
    deployHookUrl: env.DEPLOY_HOOK_URL || undefined,
    publishStatusToken: env.PUBLISH_STATUS_TOKEN || undefined,
    studioOrigins: (env.STUDIO_ORIGINS ?? "").split(",").filter(Boolean),
    trustProxy,
    logger,
  });
  port = portNumber("PORT", 8787);
  sitePort = env.SITE_PORT ? portNumber("SITE_PORT", 0) : undefined;
  // Before anything is accepted: a build left behind by a crash must be gone and its directory removed.
  await service.recover();
} catch (error) {
  logger.error("rebuild server cannot start", { error });
  process.exit(1);
}

const host = env.HOST ?? "127.0.0.1";
const servers: Server[] = [];
const listen = (server: Server, listenPort: number, what: string, limits: ServerLimits) => {
  server.listen(listenPort, host, () => {
    const { port: bound } = server.address() as AddressInfo;
    logger.info(`${what} listening`, { url: `http://${host}:${bound}`, port: bound, limits });
  });
  servers.push(server);
};

listen(createLimitedServer(service.app, RECEIVER_LIMITS, trustProxy.trusts), port, "rebuild receiver", RECEIVER_LIMITS);
logger.info("rebuild receiver configured", {
  mode: env.DEPLOY_HOOK_URL ? "deploy-hook" : "local",
  ...(env.DEPLOY_HOOK_URL ? { hook: redactHookUrl(env.DEPLOY_HOOK_URL) } : { siteRoot: service.siteRoot }),
});
if (sitePort !== undefined)
  listen(
    createLimitedServer(createCurrentSiteHandler(service.siteRoot, logger), SITE_SERVER_LIMITS, trustProxy.trusts),
    sitePort,
    "site server",
    SITE_SERVER_LIMITS,
  );
if (env.REBUILD_ON_START === "1") service.requestBuild({ receivedAt: new Date().toISOString(), operation: "startup" });

// One JSON line, not a multi-line stack trace, then exit for the supervisor to restart us; the
// build, if any, ends with this process (build-runner.ts).
const crash = (what: string) => (error: unknown) => {
  logger.error(what, { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
};
process.on("uncaughtException", crash("uncaught exception"));
process.on("unhandledRejection", crash("unhandled rejection"));

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  servers.forEach((server) => server.close());
  // A half-finished build is discarded; the served site is whatever `current` already points at.
  await service.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
