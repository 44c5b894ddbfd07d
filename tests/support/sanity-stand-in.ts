import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import {
  type ContentLakeMutation,
  mutateAnswer,
  type StandInDocument,
} from "../../scripts/dev/studio/content-lake-mutations.ts";
import { readBody, readQueryRequest } from "../../scripts/dev/studio/query-request.ts";
import { parameterNames, parseDataset } from "../../web/app/content/queries/dataset-source.server.ts";

/** A request the stand-in received, for assertions. */
export interface RecordedQuery {
  path: string;
  perspective: string | null;
  authorization: string | undefined;
}

/** A transaction the stand-in received, for assertions. */
export interface RecordedTransaction {
  authorization: string | undefined;
  mutations: ContentLakeMutation[];
}

/**
 * A local stand-in for the Content Lake's query and mutation endpoints (Sanity HTTP API "Query"
 * and "Mutations"): `GET /v{apiVersion}/data/query/{dataset}?query=<groq>&$name=<json>` (or POST
 * with `{query, params}`) answering `{result, ms}`, evaluated with groq-js over an NDJSON file;
 * `POST /v{apiVersion}/data/mutate/{dataset}` with `{mutations}` applying them as one transaction
 * (content-lake-mutations.ts) and answering `{transactionId, results}`, or the error status with
 * nothing applied. Like the real API it answers 400 with a `queryParseError` when a referenced
 * parameter is absent. `queries` and `mutations` record each request with its Authorization header.
 */
export async function startSanityStandIn(
  datasetFile: string,
  dataset = "production",
): Promise<{
  url: string;
  queries: RecordedQuery[];
  mutations: RecordedTransaction[];
  documents: StandInDocument[];
  server: Server;
}> {
  const documents = parseDataset(readFileSync(datasetFile, "utf8"), datasetFile) as StandInDocument[];
  const queries: RecordedQuery[] = [];
  const mutations: RecordedTransaction[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const mutate = url.pathname.match(/^\/v[^/]+\/data\/mutate\/([^/]+)$/);
    if (req.method === "POST" && mutate?.[1] === dataset) {
      const body = JSON.parse((await readBody(req)) || "{}") as { mutations?: ContentLakeMutation[] };
      mutations.push({ authorization: req.headers.authorization, mutations: body.mutations ?? [] });
      const answer = mutateAnswer(documents, body.mutations ?? [], `stand-in-${mutations.length}`);
      return send(answer.status, answer.body);
    }
    const match = url.pathname.match(/^\/v[^/]+\/data\/query\/([^/]+)$/);
    if (!match || match[1] !== dataset) return send(404, { error: { description: "Not found" } });
    queries.push({
      path: url.pathname,
      perspective: url.searchParams.get("perspective"),
      authorization: req.headers.authorization,
    });
    const { query, params } = await readQueryRequest(url, req);
    try {
      const tree = parse(query);
      const missing = [...parameterNames(tree)].find((name) => !(name in params));
      if (missing)
        return send(400, {
          error: { description: `param $${missing} referenced, but not provided`, type: "queryParseError" },
        });
      const started = performance.now();
      const result = await (await evaluate(tree, { dataset: documents, params })).get();
      send(200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      send(400, { error: { description: (error as Error).message, type: "queryParseError" } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries, mutations, documents, server };
}
