import { createServer, type RequestListener, type Server } from "node:http";
import { isIPv6 } from "node:net";

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
  /**
   * Open connections one client may hold (an IPv4 address, or an IPv6 /64), far below
   * `maxConnections`: further ones from it are closed as they are accepted, before a byte of
   * their request is read, so one client's half-sent requests cannot starve everyone else.
   */
  maxConnectionsPerClient: number;
}

/**
 * The client a connection's address stands for, for per-client quotas: an IPv4 address (also
 * when written IPv4-mapped, `::ffff:a.b.c.d`), or the /64 of an IPv6 address, since one IPv6
 * client commonly holds a whole /64 (RFC 4291, section 2.5.1).
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Limits of the site server: a page request has no body, so 10 s for the headers and 30 s for
 * the whole request leave slow networks room while a slow-loris client cannot hold a connection
 * for the 300 s of Node's default. 4,096 connections stay well below common descriptor limits;
 * 128 per client is twenty browsers behind one address (a browser opens 6 per host).
 */
export const SITE_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 4096,
  maxConnectionsPerClient: 128,
};

/**
 * Limits of the rebuild receiver: a webhook is a few hundred bytes (1 MB at most) sent by Sanity
 * at once, so 5 s for the headers and a 10 s body deadline; 1,024 connections, far more than
 * Sanity opens, and few enough that a flood cannot use up the process's file descriptors; 32 per
 * client, more than Sanity's deliveries in flight from one address.
 */
export const RECEIVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
  maxConnectionsPerClient: 32,
};

/**
 * An HTTP server for `listener` with `limits` applied. Node checks the header and request
 * deadlines every `connectionsCheckingInterval` (30 s by default); it is set to 1 s here so a
 * deadline is kept to within a second (Node docs, "http.createServer"). Connections are counted
 * per client (clientOf) as they are accepted; `unlimited` names addresses the per-client quota
 * does not apply to: a reverse proxy in front, whose own per-client limit (`limit_conn`) applies.
 */
export function createLimitedServer(
  listener: RequestListener,
  limits: ServerLimits,
  unlimited: (address: string) => boolean = () => false,
): Server {
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
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    if (unlimited(address)) return;
    const client = clientOf(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return server;
}
