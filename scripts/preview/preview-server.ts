import { createHmac } from "node:crypto";
import { extname, resolve } from "node:path";
import express, { type Express, type Request as ExpressRequest, type Response } from "express";
import { createSanitySource, type SanityProjectConfig } from "../../web/app/content/queries/sanity-source.server.ts";
import { sitePathFor, type SiteLocatable, type VersionLocation } from "../../web/app/lib/site-paths.ts";
import { createOnDemandHandler } from "../build/render-routes.ts";
import { secretsEqual } from "../rebuild/verify-webhook.ts";

/** The cookie that lets a browser see drafts once it opened a secret-checked preview URL. */
export const PREVIEW_COOKIE = "tidewire_preview";

/**
 * The path the Studio's preview pane opens: `/api/preview?secret=<secret>&id=<document _id>` (the
 * page of that document, found in the drafts perspective with the site's URL rules) or
 * `&path=/docs/intro`.
 */
export const PREVIEW_ENTRY_PATH = "/api/preview";

/** Options of createPreviewServer. */
export interface PreviewServerOptions {
  /** A finished site build (`build/`): its server bundle renders the pages, its client files are served. */
  buildDir: string;
  /** The preview secret (SANITY_PREVIEW_SECRET): a long random value the Studio's preview URLs carry. */
  secret: string;
  /** The Sanity project whose drafts are shown; its token must be allowed to read drafts. */
  project: Omit<SanityProjectConfig, "perspective">;
  /** Studio origins allowed to show the preview in a frame (Content-Security-Policy frame-ancestors). */
  studioOrigins?: string[];
}

/** Files of the build the preview serves as they are: scripts, styles, images, fonts; never prerendered pages or data. */
const STATIC_FILE = /\.(?:js|css|svg|png|jpe?g|webp|gif|avif|ico|woff2?|json|txt|xml)$/;

/**
 * The draft preview: every page of the site rendered on request by the site's own routes and
 * components (React Router's request handler over `buildDir`'s server bundle,
 * render-routes.ts createOnDemandHandler) from the drafts perspective, so editors see a draft as
 * readers will see it once published. Never part of the public build: it is a separate server,
 * and its answers say `noindex` and `no-store`. The server bundle's content layer takes its source
 * from the environment (select-source.server.ts), so this sets the process's SANITY_* variables to
 * `project` in the drafts perspective, where nothing is cached between queries.
 *
 * Access: `GET /api/preview?secret=…&path=/…` checks the secret in constant time, sets an
 * HttpOnly cookie (an HMAC of the secret, never the secret itself; `SameSite=None; Secure` over
 * HTTPS, so the Studio on another site can frame it, `Lax` on plain HTTP) and redirects to `path`.
 * Every other request needs that cookie, else 401. This is the pattern of Sanity's preview URL
 * secrets and Next.js draft mode. Requests render one at a time, each from the drafts as they are.
 */
export async function createPreviewServer({
  buildDir,
  secret,
  project,
  studioOrigins = [],
}: PreviewServerOptions): Promise<Express> {
  if (secret.length < 16) throw new Error("The preview secret must be at least 16 characters");
  Object.assign(process.env, {
    SANITY_PROJECT_ID: project.projectId,
    SANITY_DATASET: project.dataset,
    SANITY_API_VERSION: project.apiVersion,
    SANITY_PERSPECTIVE: "drafts",
    ...(project.token ? { SANITY_READ_TOKEN: project.token } : {}),
    ...(project.apiHost ? { SANITY_API_HOST: project.apiHost } : {}),
  });
  const drafts = createSanitySource({ ...project, perspective: "drafts" });
  const handler = await createOnDemandHandler(buildDir);
  const cookieValue = createHmac("sha256", secret).update("tidewire draft preview").digest("hex");
  const hasCookie = (req: ExpressRequest) =>
    (req.headers.cookie ?? "")
      .split(";")
      .map((part) => part.trim().split("="))
      .some(([name, value]) => name === PREVIEW_COOKIE && secretsEqual(value ?? "", cookieValue));
  let queue: Promise<unknown> = Promise.resolve();

  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.setHeader("Content-Security-Policy", `frame-ancestors 'self' ${studioOrigins.join(" ")}`.trim());
    next();
  });

  /** The site path of document `id` as its draft has it (studio/lib/site-url.ts sitePathFor), or null. */
  const pathOfDocument = async (id: string): Promise<string | null> => {
    const document = (await drafts.fetch(
      `*[_id == $id][0]{ _type, slug, "version": version->{ status, pathSegment } }`,
      { id: id.replace(/^drafts\./, "") },
    )) as (SiteLocatable & { version?: VersionLocation | null }) | null;
    return document ? sitePathFor(document, document.version) : null;
  };

  app.get(PREVIEW_ENTRY_PATH, async (req, res, next) => {
    const given = typeof req.query.secret === "string" ? req.query.secret : "";
    if (!secretsEqual(given, secret)) return void res.status(401).type("text").send("Invalid preview secret.\n");
    let path = typeof req.query.path === "string" && /^\/(?!\/)/.test(req.query.path) ? req.query.path : "/";
    if (typeof req.query.id === "string") {
      const found = await pathOfDocument(req.query.id).catch(next);
      if (found === undefined) return;
      if (!found)
        return void res.status(404).type("text").send("This document has no page on the site yet: add its slug.\n");
      path = found;
    }
    const secure = req.secure || req.headers["x-forwarded-proto"] === "https";
    res.cookie(PREVIEW_COOKIE, cookieValue, { httpOnly: true, path: "/", sameSite: secure ? "none" : "lax", secure });
    res.redirect(307, path);
  });

  app.use((req, res, next) => {
    if (hasCookie(req)) return next();
    res.status(401).type("text").send("Open the preview from the Studio: this address needs its preview link.\n");
  });

  // Files of the build by serve-static; an image uploaded since the build is not in it yet, and
  // Sanity's CDN has it at the same path.
  const files = express.static(resolve(buildDir, "client"), { index: false, redirect: false });
  app.use((req, res, next) => {
    if (!STATIC_FILE.test(extname(req.path))) return next();
    files(req, res, () =>
      req.path.startsWith("/images/") ? res.redirect(302, `https://cdn.sanity.io${req.path}`) : next(),
    );
  });

  const render = async (req: ExpressRequest, res: Response) => {
    const response = await handler(new Request(new URL(req.originalUrl, "http://preview.local")));
    res.status(response.status);
    for (const [name, value] of response.headers) if (name !== "content-encoding") res.setHeader(name, value);
    res.send(Buffer.from(await response.arrayBuffer()));
  };
  app.get(/.*/, (req, res, next) => {
    const turn = queue.then(() => render(req, res)).catch(next);
    queue = turn;
  });
  return app;
}
