// React Router's default Node server entry (node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx),
// rendering whole documents (every page is prerendered), with what only the server knows provided
// to the page (lib/server-document.ts: the elements only the prerendered head needs, the renderer
// of static parts) and the page's module scripts held until it is painted
// (lib/hold-module-scripts.ts), plus handleError.
import { Writable } from "node:stream";

import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { minifySync } from "rolldown/utils";
import siteConfig from "virtual:site-config";
import { behaviourControls } from "./behaviours/install-behaviours.ts";
import { renderDependencies } from "./content/build/route-dependencies.server.ts";
import { createStaticPartResolver } from "./render/static-parts.server.tsx";
import { headScript } from "./lib/head-script.ts";
import { holdModuleScripts } from "./lib/hold-module-scripts.ts";
import { ServerDocumentContext } from "./lib/server-document.ts";
import { SITE_FOOTER_ID } from "./lib/site-footer-id.ts";

/**
 * The head script of every page: its text depends only on the build's settings (lib/head-script.ts).
 * It is inline in every page, so it is minified (Rolldown's Oxc minifier) to keep within the
 * inline-script budget; it is readable in lib/head-script.ts.
 */
const pageHeadScript = minifiedScript(
  headScript({
    colorMode: siteConfig.settings.colorMode,
    announcementId: siteConfig.announcementId,
    queuedControls: behaviourControls(),
  }),
);

/** `code` minified; throws with the minifier's messages when it reports errors. */
function minifiedScript(code: string): string {
  const result = minifySync("head-script.js", code);
  if (result.errors.length > 0)
    throw new Error(`The head script does not minify: ${result.errors.map((error) => error.message).join("; ")}`);
  return result.code;
}

/**
 * The head of every prerendered page, after its meta tags (lib/server-document.ts `head`). The
 * browser renders nothing until it has parsed the page's <main> (HTML, link type "expect"): a frame
 * painted while a long page is half parsed shows a navbar or a text half there, and the rest
 * arriving moves what was painted (a layout shift). The footer is the target because Chromium
 * stops waiting once the element is inserted, where the standard waits until it is fully parsed;
 * either way <main> is whole. Browsers without the link type render as before. The head script
 * follows (lib/head-script.ts).
 */
const documentHead = (
  <>
    <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
    <script dangerouslySetInnerHTML={{ __html: pageHeadScript }} />
  </>
);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // The page's static parts are rendered here, in the page's own render, and the queries they make
  // are recorded for incremental publishes (docs/decisions/0010-react-router-progressive-enhancement.md).
  const dependencies = renderDependencies(request);

  return new Promise<Response>((resolve, reject) => {
    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerDocumentContext
        value={{ head: documentHead, renderStaticPart: createStaticPartResolver(dependencies.run) }}
      >
        <ServerRouter context={routerContext} url={request.url} />
      </ServerDocumentContext>,
      {
        // Pages are prerendered, never streamed to a waiting reader: render the whole document in
        // order, so no content sits in a hidden Suspense boundary that only a script would reveal.
        // React otherwise writes a completed boundary larger than this many bytes out of place, to
        // be moved in by script (react-dom/server, `progressiveChunkSize`).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          dependencies.save();
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                responseHeaders.set("Content-Type", "text/html");
                resolve(
                  new Response(holdModuleScripts(Buffer.concat(chunks)), {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
                );
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A static part that fails (invalid content) fails inside the page's Suspense boundary,
          // not the shell: log it here, naming the path, so the failed build says why.
          handleError(error, { request });
        },
      },
    );
  });
}

/**
 * Prints every loader or render error with the path being prerendered, so a build that fails on
 * invalid content names the document and field instead of only "Received a 500 status code".
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(
    `Error while rendering ${new URL(request.url).pathname}:`,
    error instanceof Error ? error.message : error,
  );
}
