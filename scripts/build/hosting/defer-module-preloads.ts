import { writeFileSync } from "node:fs";
import type { BuiltPage } from "./html-files.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * Removes the `<link rel="modulepreload">` tags React Router writes into the `<head>` of every
 * prerendered page, in `pages` and on disk. Every page is complete HTML without JavaScript, but
 * high-priority preloads of ~400 KB of modules compete with the HTML and CSS for the first paint:
 * Lighthouse's simulated slow 4G showed first and largest contentful paint at ~2.4 s with them and
 * ~1.1 s without. The inline module script still imports the same modules right after the HTML is
 * parsed, so hydration follows. Returns the number of files changed.
 */
export function deferModulePreloads(pages: BuiltPage[]): number {
  let changed = 0;
  for (const page of pages) {
    const stripped = page.html.replace(MODULE_PRELOAD, "");
    if (stripped !== page.html) {
      page.html = stripped;
      writeFileSync(page.file, stripped);
      changed++;
    }
  }
  return changed;
}
