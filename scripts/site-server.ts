import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import serveStatic from "serve-static";
import { headersFor, parseHeadersFile, type HeaderRule } from "./hosting/headers-file.ts";

/** Rewrites of a request path to its clean form, or null when it is already clean (SPEC.md section 2). */
export function cleanPath(pathname: string): string | null {
  let clean = pathname;
  if (clean.endsWith(".html")) clean = clean.slice(0, -".html".length);
  if (clean === "/index" || clean.endsWith("/index")) clean = clean.slice(0, -"index".length);
  if (clean.length > 1 && clean.endsWith("/")) clean = clean.replace(/\/+$/, "");
  if (clean === "") clean = "/";
  return clean === pathname ? null : clean;
}

const HASHED_ASSET = /^\/assets\//;

const headerCache = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

/** The `_headers` rules of a site directory, re-read when the file changes (a rebuild or a switch). */
function headerRules(root: string): HeaderRule[] {
  const file = join(root, "_headers");
  if (!existsSync(file)) return [];
  const { mtimeMs } = statSync(file);
  const cached = headerCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.rules;
  const rules = parseHeadersFile(readFileSync(file, "utf8"));
  headerCache.set(file, { mtimeMs, rules });
  return rules;
}

/**
 * An Express app that serves a built site directory (the prerendered output of `react-router
 * build`) the way a static host configured by this project does:
 * - 301 from `.html`, `/index` and trailing-slash forms to the clean path, query kept;
 * - `/path` served from `/path/index.html`;
 * - unknown paths and missing `.data` files answer 404 with `404.html`;
 * - `/assets/*` (content-hashed names) cached for a year as immutable, everything else revalidated;
 * - gzip/deflate compression (the `compression` middleware), files by `serve-static`;
 * - the headers the build wrote to `_headers` (security headers, per-page Content-Security-Policy),
 *   as Netlify and Cloudflare Pages apply them; the 404 page gets the rules of `/404.html`.
 * `getRoot` is called per request, so the served directory can be switched atomically.
 */
export function createSiteServer(getRoot: () => string): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("strict routing", true);
  app.use(compression());
  app.use((req, res, next) => {
    const url = new URL(req.url, "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.status(400).send("Bad request");
      return;
    }
    const clean = cleanPath(pathname);
    if (clean && !pathname.startsWith("/assets/")) {
      res.redirect(301, `${clean}${url.search}`);
      return;
    }
    const root = getRoot();
    for (const [name, value] of Object.entries(headersFor(headerRules(root), pathname))) res.setHeader(name, value);
    const safe = normalize(pathname);
    if (safe.includes("..")) {
      res.status(400).send("Bad request");
      return;
    }
    const page = join(root, safe, "index.html");
    if (existsSync(page) && statSync(page).isFile()) req.url = `${safe === "/" ? "" : safe}/index.html${url.search}`;
    next();
  });
  app.use((req, res, next) =>
    serveStatic(getRoot(), {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders(response, path) {
        const relative = path.slice(getRoot().length);
        response.setHeader("Cache-Control", HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
        if (path.endsWith(".data")) response.setHeader("Content-Type", "text/x-script; charset=utf-8");
      },
    })(req, res, next),
  );
  app.use((req, res) => {
    const notFound = join(getRoot(), "404.html");
    res.removeHeader("Content-Security-Policy");
    for (const [name, value] of Object.entries(headersFor(headerRules(getRoot()), "/404.html"))) res.setHeader(name, value);
    res.status(404).setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if (existsSync(notFound) && !req.path.endsWith(".data")) res.type("html").sendFile(notFound, { dotfiles: "allow" });
    else res.type("text").send("Not found");
  });
  return app;
}
