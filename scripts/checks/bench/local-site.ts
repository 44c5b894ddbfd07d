import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import compression from "compression";
import express from "express";
import { createSiteServer } from "../../serve/site-server.ts";
import { CONTROL_PREFIX, controlHtml } from "./control-page.ts";
import { builtHtmlFile } from "./page-weight.ts";

/**
 * Serves a built site (`clientDir` = build/client) on a free loopback port for measurements, the
 * way the static host does (scripts/serve/site-server.ts), and beside it the control of every page
 * (`controlHtml`) under `/__control/…`: `/__control/docs/intro` is docs/intro/index.html without
 * its scripts, an unknown path is 404.html without its scripts with status 404, as the page is.
 * Controls are made on request from the built HTML, gzip-compressed and revalidated like pages,
 * and share the site's CSS, images and fonts. Returns the origin (`http://127.0.0.1:port`) and a
 * `close`.
 */
export async function serveLocally(clientDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = resolve(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.use(CONTROL_PREFIX, compression(), (req, res) => {
    const { file, status } = builtHtmlFile(root, req.url);
    res.status(status).setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html").send(controlHtml(readFileSync(file, "utf8")));
  });
  app.use(createSiteServer(() => root));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
