import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the one Content Lake endpoint `sanity documents validate --file` calls:
 * document availability, `GET /v<api>/data/doc/<dataset>/<id>,<id>?excludeContent=true`, which
 * the CLI asks about every referenced id that is not a (non-`sanity.*`) document of the file —
 * image assets included. It answers from the same file: ids in the file exist, others are
 * `omitted` with reason `existence`, so a dangling reference fails validation as it would online.
 *
 * Why a proxy: the CLI puts the project id in the host name (`<project>.<apiHost>`), which no
 * local address resolves. The CLI is pointed at `http://api.sanity.test` (SANITY_INTERNAL_ENV)
 * and its HTTP client sends everything through HTTP_PROXY, this server, which accepts both
 * CONNECT tunnels and plain proxied requests and answers them itself. Nothing leaves the machine.
 */
export interface ContentLakeStandIn {
  /** Value for HTTP_PROXY. */
  proxyUrl: string;
  /** Value for SANITY_INTERNAL_ENV (the CLI's API host). */
  apiHost: string;
  /** Request paths received, for assertions and debugging. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a free local port, answering from the NDJSON file `datasetFile`.
 * Any other request is answered 404 with a JSON error, so an unexpected call fails loudly.
 */
export async function startContentLakeStandIn(datasetFile: string): Promise<ContentLakeStandIn> {
  const ids = new Set(
    readFileSync(datasetFile, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { _id: string })._id),
  );
  const requests: string[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://api.sanity.test");
    requests.push(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const availability = url.pathname.match(/^\/v[^/]+\/data\/doc\/[^/]+\/(.+)$/);
    if (req.method !== "GET" || !availability)
      return send(404, { error: { description: `The offline stand-in does not serve ${req.method} ${url.pathname}` } });
    const wanted = decodeURIComponent(availability[1]).split(",");
    send(200, {
      documents: [],
      omitted: wanted.filter((id) => !ids.has(id)).map((id) => ({ id, reason: "existence" })),
    });
  };
  const api = createServer(answer);
  const proxy = createServer(answer);
  // CONNECT tunnels carry plain HTTP here (the API host is http://), so the tunnelled socket is
  // handed to an ordinary HTTP server.
  proxy.on("connect", (_req, socket) => {
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    api.emit("connection", socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    proxyUrl: `http://127.0.0.1:${port}`,
    apiHost: "http://api.sanity.test",
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        api.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
