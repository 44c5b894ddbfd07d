import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createLimitedServer, SITE_SERVER_LIMITS } from "./http-server.ts";
import { createSiteServer } from "./site-server.ts";
import { trustedProxies } from "./trust-proxy.ts";

const root = resolve(process.env.SITE_DIR ?? "build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const server = createLimitedServer(
  createSiteServer(() => root),
  SITE_SERVER_LIMITS,
  trustedProxies(process.env.TRUST_PROXY).trusts,
).listen(port, host, () => {
  // The port bound, not the one asked for: PORT=0 takes any free port (benchmarks, tests).
  console.log(`Tidewire Developer Center: serving ${root} at http://${host}:${(server.address() as AddressInfo).port}`);
});
