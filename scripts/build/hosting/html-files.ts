import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every `.html` file under a built site directory (prerendered pages and 404.html), sorted by path. */
export function builtHtmlFiles(clientDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith(".html") ? [path] : [];
    });
  return walk(clientDir).sort();
}
