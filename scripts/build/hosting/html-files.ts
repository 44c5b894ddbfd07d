import { createHash } from "node:crypto";
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
  readonly file: string;
  /** The request path it answers (pathOfHtmlFile). */
  readonly path: string;
  /** Its HTML. */
  readonly html: string;
  /** SHA-256 of its HTML (UTF-8), hex: what the finishing steps key their build cache entries of a page by. */
  readonly digest: string;
}

/** The page of `file`, answering `path`, with `html` (its bytes, or its text). */
export function builtPage(file: string, path: string, html: Buffer | string): BuiltPage {
  // Hashed as bytes: hashing the text would encode it to UTF-8 first, which took twice as long.
  return {
    file,
    path,
    html: typeof html === "string" ? html : html.toString("utf8"),
    digest: createHash("sha256").update(html).digest("hex"),
  };
}

/** The prerendered page of `file` (absolute, an `.html` file under `clientDir`) as it is on disk. Throws when it cannot be read. */
export const readBuiltPage = (clientDir: string, file: string): BuiltPage =>
  builtPage(file, pathOfHtmlFile(clientDir, file), readFileSync(file));

/** Every prerendered page under `clientDir` with its HTML, sorted by file path (~1.5 MB per 100 pages held in memory). */
export const readBuiltPages = (clientDir: string): BuiltPage[] =>
  builtHtmlFiles(clientDir).map((file) => readBuiltPage(clientDir, file));
