import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "node-html-parser";
import type { Template } from "./templates.ts";

/**
 * The prerendered HTML file the static host serves for a clean page URL (`/`, `/docs/intro`,
 * `/search?q=x`), following scripts/serve/site-server.ts: the query string and fragment are ignored,
 * `/path` is `path/index.html`, and a path without a page is answered with status 404 and
 * `404.html`. Returns the absolute file path and that status; does not check that 404.html exists.
 */
export function builtHtmlFile(clientDir: string, url: string): { file: string; status: 200 | 404 } {
  const pathname = new URL(url, "http://localhost").pathname;
  const page = join(clientDir, decodeURIComponent(pathname), "index.html");
  return existsSync(page) ? { file: page, status: 200 } : { file: join(clientDir, "404.html"), status: 404 };
}

/**
 * The built HTML file of a template (`builtHtmlFile`). Throws when the template's page was not
 * built (a 200 template that would be answered with the 404 page, or a missing 404.html).
 */
export function templateHtmlFile(clientDir: string, template: Pick<Template, "path" | "status">): string {
  const { file, status } = builtHtmlFile(clientDir, template.path);
  if (status !== template.status || !existsSync(file))
    throw new Error(
      `${template.path} was not built (${status === 404 ? `no page for it in ${clientDir}` : `${file} is missing`})`,
    );
  return file;
}

/**
 * Bytes of inline script in an HTML document: the summed UTF-8 bytes of the contents of every
 * `<script>` element without a `src` attribute, excluding `type="application/ld+json"` data blocks
 * (structured data, never executed). This is the script the browser must parse with the HTML,
 * before any external file arrives (e.g. React Router's hydration data and the head scripts).
 */
export function inlineScriptBytes(html: string): number {
  return parse(html)
    .querySelectorAll("script")
    .filter(
      (script) =>
        !script.hasAttribute("src") && script.getAttribute("type")?.trim().toLowerCase() !== "application/ld+json",
    )
    .reduce((sum, script) => sum + Buffer.byteLength(script.rawText, "utf8"), 0);
}

export interface Weight {
  raw: number;
  gzip: number;
}

/**
 * What a template's built HTML file weighs on its own: the HTML, its inline script (raw bytes,
 * `inlineScriptBytes`), and the CSS it links (`<link rel=stylesheet>`). The JS a page fetches is
 * measured in the browser (`scriptsFetchedOnLoad` in scripts-on-load.ts): it includes modules
 * loaded by `import()` and workers, which the HTML does not name.
 */
export interface PageWeight {
  html: Weight;
  inlineScript: number;
  css: Weight;
}

const weigh = (bytes: Buffer): Weight => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });

/**
 * Weighs a template's prerendered page in a built site (`clientDir` = build/client): bytes raw and
 * gzip level 9. Throws when the page was not built (`templateHtmlFile`) or a linked stylesheet is missing.
 */
export function pageWeight(clientDir: string, template: Pick<Template, "path" | "status">): PageWeight {
  const html = readFileSync(templateHtmlFile(clientDir, template));
  const text = html.toString("utf8");
  const stylesheets = parse(text)
    .querySelectorAll('link[rel="stylesheet"]')
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/"));
  const css = [...new Set(stylesheets)].map((href) => weigh(readFileSync(join(clientDir, href))));
  return {
    html: weigh(html),
    inlineScript: inlineScriptBytes(text),
    css: css.reduce((sum, w) => ({ raw: sum.raw + w.raw, gzip: sum.gzip + w.gzip }), { raw: 0, gzip: 0 }),
  };
}

/** Total bytes of every file under a directory. */
export function directorySize(dir: string): number {
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(dir)) total += directorySize(join(dir, name));
  return total;
}

/** Bytes as KB (1024 bytes), one decimal: `kb(2560)` is "2.5 KB". */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
