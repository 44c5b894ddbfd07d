import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSiteServer } from "../site-server.ts";

/** Serves a built site on a free loopback port for measurements; returns its origin and a `close`. */
export async function serveLocally(clientDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createSiteServer(() => clientDir).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
