import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Every `.html` file under a built site directory (prerendered pages and 404.html), sorted by path. */
export function builtHtmlFiles(clientDir: string): string[] {
  // Entry types come with the listing: a twin the precompression worker replaces meanwhile is never stat'ed.
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : entry.name.endsWith(".html") ? [path] : [];
    });
  return walk(clientDir).sort();
}

/** The request path a prerendered file answers: `docs/intro/index.html` -> `/docs/intro`, `404.html` -> `/404.html`. */
export const pathOfHtmlFile = (clientDir: string, file: string): string => {
  const rel = relative(clientDir, file);
  if (rel === "index.html") return "/";
  return rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`;
};

/** One prerendered page of a built site, read once for every finishing step that needs its HTML. */
export interface BuiltPage {
  /** Absolute path of the `.html` file. */
  file: string;
  /** The request path it answers (pathOfHtmlFile). */
  path: string;
  /** Its HTML as it is now; a step that rewrites the file updates this too. */
  html: string;
}

/** Every prerendered page under `clientDir` with its HTML, sorted by file path (~1.5 MB per 100 pages held in memory). */
export const readBuiltPages = (clientDir: string): BuiltPage[] =>
  builtHtmlFiles(clientDir).map((file) => ({
    file,
    path: pathOfHtmlFile(clientDir, file),
    html: readFileSync(file, "utf8"),
  }));
