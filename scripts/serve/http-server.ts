import { createServer, type RequestListener, type Server } from "node:http";

/** Connection limits of an HTTP server (Node's `http.createServer` options and `server.maxConnections`). */
export interface ServerLimits {
  /** Time allowed for the request line and headers, in ms; slower clients get 408 and are closed. */
  headersTimeoutMs: number;
  /** Time allowed for the whole request, body included (the body deadline), in ms; 408 after. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept, in ms. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed as soon as they are accepted. */
  maxConnections: number;
}

/**
 * Limits of the site server: a page request has no body, so 10 s for the headers and 30 s for
 * the whole request leave slow networks room while a slow-loris client cannot hold a connection
 * for the 300 s of Node's default. 4,096 connections stay well below common descriptor limits.
 */
export const SITE_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 4096,
};

/**
 * Limits of the rebuild receiver: a webhook is a few hundred bytes (1 MB at most) sent by Sanity
 * at once, so 5 s for the headers and a 10 s body deadline; 1,024 connections, far more than
 * Sanity opens, and few enough that a flood cannot use up the process's file descriptors.
 */
export const RECEIVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
};

/**
 * An HTTP server for `listener` with `limits` applied. Node checks the header and request
 * deadlines every `connectionsCheckingInterval` (30 s by default); it is set to 1 s here so a
 * deadline is kept to within a second (Node docs, "http.createServer").
 */
export function createLimitedServer(listener: RequestListener, limits: ServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
