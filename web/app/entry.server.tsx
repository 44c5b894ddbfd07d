// React Router's default Node server entry (node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx),
// rendering whole documents (every page is prerendered), with static HTML left out of the inlined
// hydration data, plus handleError.
import { PassThrough } from "node:stream";

import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { blankStringsInTurboStream, collectStaticHtml } from "./lib/static-html.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  routerContext.serverHandoffStream = withoutStaticHtml(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Pages are prerendered, never streamed to a waiting reader: render the whole document in
        // order, so no content sits in a hidden Suspense boundary that only a script would reveal.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/**
 * The route data to inline for hydration, without the build-time rendered HTML it holds
 * (lib/static-html.ts): that HTML is already in the document, so the inline script carries ""
 * in its place and the page's bytes are not sent twice. The route's `.data` file, written from a
 * separate request, keeps it for client navigations.
 */
function withoutStaticHtml(routerContext: EntryContext): ReadableStream<Uint8Array> | undefined {
  const stream = routerContext.serverHandoffStream;
  const strings = collectStaticHtml(routerContext.staticHandlerContext.loaderData);
  if (!stream || !strings.size) return stream;
  return new ReadableStream({
    async start(controller) {
      const text = await new Response(stream).text();
      controller.enqueue(new TextEncoder().encode(blankStringsInTurboStream(text, strings)));
      controller.close();
    },
  });
}

/**
 * Prints every loader or render error with the path being prerendered, so a build that fails on
 * invalid content names the document and field instead of only "Received a 500 status code".
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Error while rendering ${new URL(request.url).pathname}:`, error instanceof Error ? error.message : error);
}
