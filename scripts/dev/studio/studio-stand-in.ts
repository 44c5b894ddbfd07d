import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import { type ContentLakeMutation, mutateAnswer, type StandInDocument } from "./content-lake-mutations.ts";
import { readBody, readQueryRequest } from "./query-request.ts";

/**
 * Runs a built Studio offline: serves its files and stands in for the Content Lake API it calls,
 * answering from an NDJSON dataset, so a local Chromium can show the real Studio (screenshots,
 * manual checks) without a Sanity project or network.
 *
 * How: Chromium is told to use `proxyUrl` as its proxy. The Studio calls
 * `https://<project>.api.sanity.io`; the proxy accepts the CONNECT and hands the connection to an
 * HTTP/2 server with a throwaway self-signed certificate (Chromium runs with certificate errors
 * ignored). HTTP/2 matters: the Studio keeps several listeners open, and HTTP/1.1's six
 * connections per host would stall every other request.
 *
 * Answered: the current user (an administrator), permissions, GROQ queries (groq-js; the list
 * search's `text::query()` and parameter slices are rewritten first), listeners (a `welcome`
 * event, then kept open), documents by id, and edits: every mutation and action is recorded;
 * mutations are applied as one transaction each (content-lake-mutations.ts) and document edits
 * (`sanity.action.document.edit`, patches applied with @sanity/mutator to the draft, made from the
 * published document when there is none) change the stand-in's documents, so a draft typed in the
 * Studio can be read back. `queryUrl` answers GROQ queries in the published or
 * drafts perspective (Sanity HTTP API "Query", `perspective=`) over the same documents, for the
 * draft preview. Everything else gets 404, which the Studio tolerates. Needs `openssl` for the
 * certificate.
 */
export interface StudioStandIn {
  /** Where the Studio is served (loopback, not proxied). */
  studioUrl: string;
  /** The proxy Chromium must use for everything else. */
  proxyUrl: string;
  /** The query endpoint over plain HTTP (`SANITY_API_HOST` of a content source): `/v<date>/data/query/<dataset>`. */
  queryUrl: string;
  /** Mutation request bodies received, in order. */
  mutations: unknown[];
  close(): Promise<void>;
}

type Doc = StandInDocument;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/** The signed-in user the stand-in reports. */
const USER = {
  id: "p-editor",
  name: "Eddie Editor",
  email: "editor@tidewire.example",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "sanity",
};
const ALL_PERMISSIONS = [
  { filter: '_id in path("**")', permissions: ["read", "update", "create", "history", "editHistory", "manage"] },
];

/** A self-signed certificate for any name, made with openssl in a temporary folder. Throws when openssl is missing. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "studio-stand-in-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=api.sanity.io",
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } catch (error) {
    throw new Error(`The Studio stand-in needs openssl to make a certificate: ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rewrites what groq-js cannot evaluate in the Studio's list queries: parameter slices and text search. */
function adaptQuery(query: string, params: Record<string, unknown>): string {
  return query
    .replace(/\[(\d+|\$\w+)\.\.\.?(\d+|\$\w+)\]/g, (slice) =>
      slice.replace(/\$(\w+)/g, (_, name: string) => String(params[name])),
    )
    .replace(/\(\[@, _id\] match text::query\(\$__query\) \|\| references\(\$__rawQuery\)\)/g, "true");
}

/**
 * The documents a query sees in `perspective` (Sanity "Perspectives"): `published` hides drafts and
 * release versions; `drafts` puts each draft in place of its published document, with the published
 * `_id` and the draft's as `_originalId`; anything else (`raw`) sees every document.
 */
export function inPerspective(documents: Doc[], perspective: string | null): Doc[] {
  if (perspective !== "published" && perspective !== "drafts") return documents;
  const published = documents.filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."));
  if (perspective === "published") return published;
  const drafts = new Map(
    documents.filter((doc) => doc._id.startsWith("drafts.")).map((doc) => [doc._id.slice("drafts.".length), doc]),
  );
  const asPublished = (id: string, draft: Doc) => ({ ...draft, _id: id, _originalId: draft._id });
  return [
    ...published.map((doc) => (drafts.has(doc._id) ? asPublished(doc._id, drafts.get(doc._id)!) : doc)),
    ...[...drafts]
      .filter(([id]) => !published.some((doc) => doc._id === id))
      .map(([id, draft]) => asPublished(id, draft)),
  ];
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * Starts the stand-in for the built Studio in `studioDir` (`npm run studio:build` → build/studio)
 * over the documents of `datasetFile`. Throws when the Studio is not built.
 */
export async function startStudioStandIn({
  studioDir,
  datasetFile,
}: {
  studioDir: string;
  datasetFile: string;
}): Promise<StudioStandIn> {
  if (!existsSync(join(studioDir, "index.html")))
    throw new Error(`No built Studio in ${studioDir}: run npm run studio:build first.`);
  const dataset: Doc[] = readFileSync(datasetFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
  // The Studio checks create permissions against the project's groups.
  dataset.push({ _id: "_.groups.administrator", _type: "system.group", members: [USER.id], grants: ALL_PERMISSIONS });
  const mutations: unknown[] = [];

  /** Applies the document edits of an Actions API request body to the documents. */
  const applyActions = (body: {
    actions?: { actionType: string; draftId: string; publishedId: string; patch?: object }[];
  }) => {
    for (const action of body.actions ?? []) {
      if (action.actionType !== "sanity.action.document.edit" || !action.patch) continue;
      const index = dataset.findIndex((doc) => doc._id === action.draftId);
      const published = dataset.find((doc) => doc._id === action.publishedId);
      const base: Doc | null = index >= 0 ? dataset[index] : published ? { ...published, _id: action.draftId } : null;
      const next = new Mutation({ mutations: [{ patch: { ...action.patch, id: action.draftId } }] }).apply(base) as Doc;
      if (index >= 0) dataset[index] = next;
      else dataset.push(next);
    }
  };

  const studio = createServer((req, res) => {
    let path = join(studioDir, decodeURIComponent(new URL(req.url ?? "/", "http://studio").pathname));
    if (!path.startsWith(studioDir) || !existsSync(path) || statSync(path).isDirectory())
      path = join(studioDir, "index.html"); // the Studio routes in the browser
    res.writeHead(200, { "content-type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream" });
    res.end(readFileSync(path));
  });

  const api = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    async (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const url = new URL(req.url, `https://${req.headers[":authority"] ?? req.headers.host}`);
      const cors = {
        "access-control-allow-origin": req.headers.origin ?? "*",
        "access-control-allow-credentials": "true",
        "access-control-allow-headers": String(req.headers["access-control-request-headers"] ?? "*"),
        "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
      };
      const json = (body: unknown, status = 200) => {
        res.writeHead(status, { ...cors, "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        return res.end();
      }
      const path = url.pathname.replace(/^\/v[^/]+/, "");
      if (path === "/users/me") return json(USER);
      if (path.endsWith("/acl")) return json(ALL_PERMISSIONS);
      if (path.endsWith("/grants")) return json({});
      if (/^\/projects\/[^/]+$/.test(path))
        return json({ id: path.split("/")[2], displayName: "Tidewire", organizationId: null, members: [] });
      if (path === "/features") return json([]);
      if (path.startsWith("/data/listen/")) {
        res.writeHead(200, { ...cors, "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.write(`event: welcome\ndata: {"listenerName":"stand-in"}\n\n`);
        const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 10_000);
        req.on("close", () => clearInterval(keepAlive));
        return;
      }
      if (path.startsWith("/data/query/")) {
        const { query, params } = await readQueryRequest(url, req);
        try {
          const result = await (await evaluate(parse(adaptQuery(query, params)), { dataset, params })).get();
          return json({ ms: 1, query, result });
        } catch (error) {
          return json({ error: { description: (error as Error).message, type: "queryParseError" } }, 400);
        }
      }
      if (path.startsWith("/data/doc/")) {
        const ids = decodeURIComponent(path.split("/").pop() ?? "").split(",");
        return json({
          documents: dataset.filter((doc) => ids.includes(doc._id)),
          omitted: ids
            .filter((id) => !dataset.some((doc) => doc._id === id))
            .map((id) => ({ id, reason: "existence" })),
        });
      }
      if (path.startsWith("/data/mutate/") || path.startsWith("/data/actions/")) {
        const body = JSON.parse((await readBody(req)) || "{}");
        mutations.push(body);
        if (path.startsWith("/data/actions/")) applyActions(body);
        const transactionId = `stand-in-${mutations.length}`;
        if (!path.startsWith("/data/mutate/")) return json({ transactionId, results: [] });
        const answer = mutateAnswer(
          dataset,
          (body as { mutations?: ContentLakeMutation[] }).mutations ?? [],
          transactionId,
        );
        return json(answer.body, answer.status);
      }
      json({ error: { description: "Not served by the offline stand-in" } }, 404);
    },
  );

  const sessions = new Set<{ destroy(): void }>();
  api.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });

  // CONNECT tunnels leave the proxy's connection tracking (closeAllConnections skips them) yet keep
  // its close() waiting, and the browser's end leaves them half-open (http.Server allows half-open
  // sockets): close() destroys them itself.
  const tunnels = new Set<Duplex>();
  const proxy = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(502);
    res.end();
  });
  proxy.on("connect", (req: IncomingMessage, socket) => {
    const [host, port] = (req.url ?? "").split(":");
    if (!/(^|\.)sanity\.(io|work)$/.test(host) || port !== "443") {
      socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    tunnels.add(socket);
    socket.on("close", () => tunnels.delete(socket));
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    api.emit("connection", socket);
  });

  const queries = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (!/^\/v[^/]+\/data\/query\/[^/]+$/.test(url.pathname)) return send(404, { error: { description: "Not found" } });
    const { query, params } = await readQueryRequest(url, req);
    try {
      const documents = inPerspective(dataset, url.searchParams.get("perspective") ?? "raw");
      send(200, { ms: 1, query, result: await (await evaluate(parse(query), { dataset: documents, params })).get() });
    } catch (error) {
      send(400, { error: { description: (error as Error).message, type: "queryParseError" } });
    }
  });

  const [studioPort, proxyPort, queryPort] = await Promise.all([listen(studio), listen(proxy), listen(queries)]);
  return {
    studioUrl: `http://127.0.0.1:${studioPort}`,
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    queryUrl: `http://127.0.0.1:${queryPort}`,
    mutations,
    close: async () => {
      for (const server of [studio, proxy, queries]) server.closeAllConnections();
      for (const session of sessions) session.destroy();
      for (const tunnel of tunnels) tunnel.destroy();
      api.close();
      await Promise.all([studio, proxy, queries].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
