/**
 * `npm run rebuild-server`: the rebuild receiver for Sanity webhooks (see README, "Publishing
 * pipeline"). Configuration comes from the environment:
 *
 * - SANITY_WEBHOOK_SECRET (required): the secret entered for the webhook in Sanity.
 * - PORT (default 8787), HOST (default 127.0.0.1): where POST /webhook, GET /health and
 *   GET /status listen. Loopback by default: expose it through a TLS reverse proxy.
 * - SITE_ROOT (default `.rebuild`): holds `builds/<id>/` and the `current` symlink to serve.
 * - REBUILD_COMMAND (default: compile dataset, react-router build, postbuild): the build, run
 *   with TIDEWIRE_BUILD_DIR set to a fresh directory.
 * - REBUILD_TIMEOUT_SECONDS (default 900), REBUILD_KEEP_BUILDS (default 3).
 * - DEPLOY_HOOK_URL: call this hosting provider deploy hook instead of building locally.
 * - SITE_PORT: also serve the `current` site on this port (same behaviour as `npm run serve`).
 * - REBUILD_ON_START=1: build once at start-up (a fresh host has nothing to serve).
 * - LOG_LEVEL (debug, info, warn, error; default info): `debug` includes every build output line.
 * The SANITY_* read variables (project, dataset, API version, token) pass through to the build.
 */
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { redactHookUrl } from "./deploy-hook.ts";
import { createJsonLogger } from "./logger.ts";
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

let service: ReturnType<typeof createRebuildService>;
let port: number;
let sitePort: number | undefined;
try {
  service = createRebuildService({
    secret: env.SANITY_WEBHOOK_SECRET ?? "",
    siteRoot: env.SITE_ROOT ? resolve(env.SITE_ROOT) : undefined,
    buildCommand: env.REBUILD_COMMAND || undefined,
    buildTimeoutMs: positive("REBUILD_TIMEOUT_SECONDS", 900) * 1000,
    keepBuilds: positive("REBUILD_KEEP_BUILDS", 3),
    deployHookUrl: env.DEPLOY_HOOK_URL || undefined,
    logger,
  });
  port = positive("PORT", 8787);
  sitePort = env.SITE_PORT ? positive("SITE_PORT", 0) : undefined;
} catch (error) {
  logger.error("rebuild server cannot start", { error });
  process.exit(1);
}

const host = env.HOST ?? "127.0.0.1";
const servers: Server[] = [];
const listen = (server: Server, listenPort: number, what: string) =>
  server.listen(listenPort, host, () => logger.info(`${what} listening`, { url: `http://${host}:${listenPort}` }));

servers.push(listen(createServer(service.app), port, "rebuild receiver"));
logger.info("rebuild receiver configured", {
  mode: env.DEPLOY_HOOK_URL ? "deploy-hook" : "local",
  ...(env.DEPLOY_HOOK_URL ? { hook: redactHookUrl(env.DEPLOY_HOOK_URL) } : { siteRoot: service.siteRoot }),
});
if (sitePort) servers.push(listen(createServer(createCurrentSiteHandler(service.siteRoot)), sitePort, "site server"));
if (env.REBUILD_ON_START === "1") service.requestBuild({ receivedAt: new Date().toISOString(), operation: "startup" });

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
