import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** The page templates every figure is reported for (issue #8), with one representative path each. */
export const TEMPLATES = [
  { name: "home", path: "/" },
  { name: "guide", path: "/docs/api-docs/payments" },
  { name: "operation", path: "/docs/api/payments/create" },
  { name: "group specification", path: "/docs/api/payments" },
  { name: "blog list", path: "/blog" },
  { name: "blog post", path: "/blog/beneficiary-validation-api" },
  { name: "search", path: "/search" },
] as const;

export interface Weight {
  raw: number;
  gzip: number;
}

/** What a first visit to a page downloads before it is interactive: its HTML, and the JS and CSS it links. */
export interface PageWeight {
  html: Weight;
  js: Weight;
  css: Weight;
  jsFiles: string[];
}

const weigh = (bytes: Buffer): Weight => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/**
 * Measures a prerendered page of a built site (`clientDir` = build/client): HTML bytes, and the
 * first-load JS (every `<script src>` and `modulepreload`) and CSS (`<link rel=stylesheet>`) it
 * references, raw and gzip (level 9). Throws when the page was not built.
 */
export function pageWeight(clientDir: string, path: string): PageWeight {
  const file = join(clientDir, path === "/" ? "index.html" : `${path}/index.html`);
  if (!existsSync(file)) throw new Error(`${path} was not built (${file} is missing)`);
  const html = readFileSync(file);
  const text = html.toString("utf8");
  const urls = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]).filter((url) => url.startsWith("/")))];
  const jsFiles = moduleGraph(clientDir, [
    ...urls(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
    // The inline module script's imports: static ones and the immediate `import("…/entry.client-….js")` that hydrates.
    ...[...text.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [...m[1].matchAll(/(?:import|from)\s*\(?\s*"([^"]+\.js)"/g)].map((i) => i[1])),
  ]);
  const cssFiles = urls(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+)"/g);
  const total = (files: string[]) => files.reduce((sum, url) => add(sum, weigh(readFileSync(join(clientDir, url)))), { raw: 0, gzip: 0 });
  return { html: weigh(html), js: total([...new Set(jsFiles)]), css: total(cssFiles), jsFiles: [...new Set(jsFiles)] };
}

/**
 * Every JS file a page loads before it is interactive: the given entry URLs and, transitively, the
 * modules they import statically (`import … from "./x.js"`, `import "./x.js"`). Dynamic `import()`
 * is left out: it loads later, on demand.
 */
export function moduleGraph(clientDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url) || !url.endsWith(".js")) return;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      visit(match[1].startsWith("/") ? match[1] : posix.join(posix.dirname(url), match[1]));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** Total bytes of every file under a directory. */
export function directorySize(dir: string): number {
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(dir)) total += directorySize(join(dir, name));
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
