import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";

/** The whole body of a request, as text. */
export const readBody = (req: IncomingMessage | Http2ServerRequest) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => resolve(body));
  });

/**
 * The GROQ query and parameters of a request to the Content Lake's query endpoint (Sanity HTTP
 * API "Query"): `GET ?query=<groq>&$<name>=<json>`, or `POST` with `{ query, params }` (the body's
 * parameters added to those of the URL). For the local stand-ins of that endpoint.
 */
export async function readQueryRequest(
  url: URL,
  req: IncomingMessage | Http2ServerRequest,
): Promise<{ query: string; params: Record<string, unknown> }> {
  let query = url.searchParams.get("query") ?? "";
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  if (req.method === "POST") {
    const body = JSON.parse((await readBody(req)) || "{}") as { query: string; params?: Record<string, unknown> };
    query = body.query;
    Object.assign(params, body.params ?? {});
  }
  return { query, params };
}
