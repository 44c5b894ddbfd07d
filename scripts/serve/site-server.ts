import { existsSync, readFileSync, statSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { join, posix } from "node:path";
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import expressStaticGzip from "express-static-gzip";
import { headersFor, parseHeadersFile, type HeaderRule } from "../build/hosting/headers-file.ts";
import {
  isStaticRule,
  parseRedirectsFile,
  REDIRECT_STATUSES,
  type RedirectRule,
} from "../build/hosting/redirects-file.ts";
import {
  isSvgPath,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  SVG_CONTENT_SECURITY_POLICY,
} from "../build/hosting/security-headers.ts";
import { createJsonLogger, type Logger } from "../rebuild/logger.ts";

/** Rewrites of a request path to its clean form, or null when it is already clean (SPEC.md section 2). */
export function cleanPath(pathname: string): string | null {
  let clean = pathname;
  if (clean.endsWith(".html")) clean = clean.slice(0, -".html".length);
  if (clean === "/index" || clean.endsWith("/index")) clean = clean.slice(0, -"index".length);
  if (clean.length > 1 && clean.endsWith("/")) clean = clean.replace(/\/+$/, "");
  if (clean === "") clean = "/";
  return clean === pathname ? null : clean;
}

// Control characters never belong in a path; a NUL byte would also end the file name in C code.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The canonical form of a raw (percent-encoded) request path, or null when it cannot be decoded
 * or holds control characters (answer 400). Decodes it; turns `\` into `/` (browsers do so in
 * http(s) URLs, WHATWG URL standard); collapses repeated slashes and resolves `.` and `..`
 * segments (never above the root); then, outside `/assets/`, applies cleanPath. `encoded` is the
 * canonical path percent-encoded segment by segment, so a redirect to it can never start with
 * `//` or `/\` (a link to another site) and encodes `?` and `#` that were part of the path.
 * The request is canonical when `encoded` equals the raw path.
 */
export function canonicalPath(rawPath: string): { decoded: string; encoded: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || CONTROL.test(decoded)) return null;
  let path = posix.normalize(decoded.replaceAll("\\", "/"));
  if (!path.startsWith("/assets/")) path = cleanPath(path) ?? path;
  return { decoded: path, encoded: path.split("/").map(encodeURIComponent).join("/") };
}

/** Files of a built site that configure the host and are never served (Netlify and Cloudflare Pages hide them too). */
export const HOST_CONFIG_FILES = new Set(["/_headers", "/_redirects"]);

const HASHED_ASSET = /^\/assets\//;
// Precompressed twins (scripts/build/hosting/precompress.ts) sit beside their file.
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

const hostFileCache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A host configuration file of a site directory (`name`, e.g. `_headers`) as `parse` reads it, re-read when
 * the file changes (a rebuild or a switch); `empty` when there is none.
 */
function hostFile<T>(root: string, name: string, parse: (text: string) => T, empty: T): T {
  const file = join(root, name);
  if (!existsSync(file)) return empty;
  const { mtimeMs } = statSync(file);
  const cached = hostFileCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  const value = parse(readFileSync(file, "utf8"));
  hostFileCache.set(file, { mtimeMs, value });
  return value;
}

/** The `_headers` rules of a site directory. */
const headerRules = (root: string): HeaderRule[] => hostFile(root, "_headers", parseHeadersFile, []);

/** A rule this server applies: a redirect status to a path of this site, never `//host` or `/\host`. */
const isSiteRedirect = (rule: RedirectRule): boolean =>
  REDIRECT_STATUSES.has(rule.status) && /^\/(?![/\\])/.test(rule.to);

/**
 * The redirects of single paths in a site's `_redirects` (a version's docs root), by source path
 * (percent-encoded, as the file writes paths). Its wildcard rules (clean URLs, 404.html) are what
 * canonicalPath and the 404 handler do.
 */
const pathRedirects = (root: string): Map<string, RedirectRule> =>
  hostFile(
    root,
    "_redirects",
    (text) =>
      new Map(
        parseRedirectsFile(text)
          .filter((rule) => isStaticRule(rule) && isSiteRedirect(rule))
          .map((rule) => [rule.from, rule]),
      ),
    new Map<string, RedirectRule>(),
  );

/** Sets `headers` on the response, in order. */
const setAll = (res: Response, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

/** The headers of an answer that is no file of the site (400, errors): the `/*` rule of `_headers` and the non-page policy. */
const nonPageHeaders = (root: string): Record<string, string> => ({
  ...headersFor(
    headerRules(root).filter((rule) => rule.pattern === "/*"),
    "/",
  ),
  "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY,
});

/**
 * The headers of the file at `path`: the `_headers` rules that match it (a page's own policy
 * among them), the SVG policy for SVG files (isSvgPath: `.svg` in any case), and the non-page
 * policy for every other file that is not a page, so nothing but a page ever runs as a document of
 * this origin (a Markdown twin, a feed, an image opened on its own). Scripts and styles under
 * `/assets/` get no policy of their own: a policy on a script would apply to it as a worker (the
 * search worker fetches its indexes).
 */
function responseHeaders(root: string, path: string): Record<string, string> {
  const headers = headersFor(headerRules(root), path);
  if (isSvgPath(path)) headers["Content-Security-Policy"] = SVG_CONTENT_SECURITY_POLICY;
  else if (!headers["Content-Security-Policy"] && !path.startsWith("/assets/"))
    headers["Content-Security-Policy"] = NON_PAGE_CONTENT_SECURITY_POLICY;
  return headers;
}

/** Options of createSiteServer. */
export interface SiteServerOptions {
  /** Where errors go, one JSON line each. Default: a JSON logger on stdout. */
  logger?: Logger;
}

/**
 * An Express app that serves a built site directory (the prerendered output of `react-router
 * build`) the way a static host configured by this project does:
 * - non-canonical paths (`//`, `/./`, `/../`, `\`, encoded slashes; see canonicalPath) and the
 *   `.html`, `/index` and trailing-slash forms answer 301 to the canonical path, query kept,
 *   with the target page's headers; the Location is always a path of this site;
 * - a path `_redirects` redirects on its own (a version's docs root: `/docs`, `/docs/<pathSegment>`)
 *   answers its rule's status and target, query kept, in one step from any of its forms;
 * - `/path` served from `/path/index.html`;
 * - unknown paths, missing `.data` files and the host's own files (`_headers`, `_redirects`)
 *   answer 404 with `404.html`;
 * - `/assets/*` (content-hashed names) cached for a year as immutable, everything else revalidated;
 * - files by `serve-static`, and their precompressed `.br`/`.gz` twins when the client accepts
 *   them (`express-static-gzip`): nothing is compressed per request;
 * - the headers the build wrote to `_headers` (security headers, per-page Content-Security-Policy),
 *   as Netlify and Cloudflare Pages apply them; SVG files get SVG_CONTENT_SECURITY_POLICY;
 * - errors (an unsatisfiable `Range`, a failed `If-Match`) answer their status with a one-line
 *   text body, never a stack trace, and are logged as one JSON line.
 * `getRoot` is called per request, so the served directory can be switched atomically.
 */
export function createSiteServer(
  getRoot: () => string,
  { logger = createJsonLogger() }: SiteServerOptions = {},
): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("strict routing", true);
  // Errors are answered by onError below; "production" also keeps Express's own fallback
  // handler from printing stack traces should one ever be reached.
  app.set("env", "production");

  app.use((req, res, next) => {
    const root = getRoot();
    const query = req.url.indexOf("?");
    const rawPath = query < 0 ? req.url : req.url.slice(0, query);
    const search = query < 0 ? "" : req.url.slice(query);
    const canonical = canonicalPath(rawPath);
    if (!canonical) {
      setAll(res, nonPageHeaders(root));
      res.status(400).type("text").send("Bad request\n");
      return;
    }
    const rule = pathRedirects(root).get(canonical.encoded);
    if (rule || canonical.encoded !== rawPath) {
      const target = rule?.to ?? canonical.decoded;
      // The target page's headers; a redirect to anything else may load and run nothing.
      setAll(res, { "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY, ...responseHeaders(root, target) });
      res.redirect(rule?.status ?? 301, `${rule?.to ?? canonical.encoded}${search}`);
      return;
    }
    const pathname = canonical.decoded;
    // Left to the 404 handler, which gives them the 404 page's headers.
    if (HOST_CONFIG_FILES.has(pathname)) {
      next();
      return;
    }
    setAll(res, responseHeaders(root, pathname));
    const page = join(root, pathname, "index.html");
    if (existsSync(page) && statSync(page).isFile())
      req.url = `${pathname === "/" ? "" : canonical.encoded}/index.html${search}`;
    next();
  });
  app.use((req, res, next) => (HOST_CONFIG_FILES.has(req.path) ? next() : staticFiles(getRoot())(req, res, next)));
  app.use((req, res) => {
    const root = getRoot();
    const notFound = join(root, "404.html");
    res.removeHeader("Content-Security-Policy");
    setAll(res, responseHeaders(root, "/404.html"));
    res.status(404).setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if (!existsSync(notFound) || req.path.endsWith(".data")) {
      res.type("text").send("Not found");
      return;
    }
    res.type("html").vary("Accept-Encoding");
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const twin = encoding === "br" ? `${notFound}.br` : encoding === "gzip" ? `${notFound}.gz` : null;
    if (twin && existsSync(twin)) {
      res.setHeader("Content-Encoding", encoding as string);
      res.sendFile(twin, { dotfiles: "allow", acceptRanges: false });
    } else res.sendFile(notFound, { dotfiles: "allow", acceptRanges: false });
  });

  const onError: ErrorRequestHandler = (
    error: { status?: unknown; statusCode?: unknown; headers?: Record<string, string>; message?: string },
    req: Request,
    res,
    _next,
  ) => {
    const given = Number(error.status ?? error.statusCode);
    const status = given >= 400 && given < 600 ? given : 500;
    logger[status >= 500 ? "error" : "warn"]("request failed", {
      status,
      method: req.method,
      path: req.path.slice(0, 200),
      error: error.message ?? String(error),
    });
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    setAll(res, nonPageHeaders(getRoot()));
    // `send` attaches the headers its status needs (Content-Range on 416, RFC 9110 section 15.5.17).
    if (status < 500 && error.headers) setAll(res, error.headers);
    res
      .status(status)
      .type("text")
      .send(`${status} ${STATUS_CODES[status] ?? "Error"}\n`);
  };
  app.use(onError);
  return app;
}

const staticCache = new Map<string, RequestHandler>();

/**
 * The file handler of one site directory. express-static-gzip lists the precompressed files of
 * its root once, when created, so there is one handler per directory; the cache keeps the few
 * most recent (a rebuild receiver switches directories; older ones are soon pruned from disk).
 */
function staticFiles(root: string): RequestHandler {
  let handler = staticCache.get(root);
  if (handler) return handler;
  handler = expressStaticGzip(root, {
    index: false,
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders(response, path) {
        const file = path.replace(COMPRESSED_SUFFIX, "");
        const relative = file.slice(root.length);
        response.setHeader(
          "Cache-Control",
          HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
        // React Router's route data (turbo-stream); mime-types knows no `.data`.
        if (file.endsWith(".data")) response.setHeader("Content-Type", "text/x-script; charset=utf-8");
        else if (response.getHeader("Content-Type") === "false")
          response.setHeader("Content-Type", "application/octet-stream");
      },
    },
  });
  staticCache.set(root, handler);
  while (staticCache.size > 4) staticCache.delete(staticCache.keys().next().value!);
  return handler;
}
