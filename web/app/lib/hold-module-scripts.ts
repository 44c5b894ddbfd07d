import { HEAD_SCRIPT_HOOKS } from "./head-script-hooks.ts";

/** A `<link rel="modulepreload">` as React writes it (double-quoted attributes, void element). */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
/** The start tag of a `<script type="module">`, inline or with `src`. */
const MODULE_SCRIPT_START = /<script\b([^>]*)\btype="module"([^>]*)>/g;

/**
 * A page's HTML with its JavaScript held until the page is painted, so no script download competes
 * with the first paint: each `<script type="module">` stays where it is as a data block the
 * browser neither fetches nor runs (`type="text/plain"`, marked `data-held-module`; a data block may
 * have no `src` or `async`, so `src` is kept as `data-held-src` and `async` dropped: a module added
 * by script runs when ready anyway), and the module
 * preloads move into an inert `<template data-held-preloads>` at the end of `<body>`; the head
 * script starts them once the page is painted (lib/head-script.ts). The page's code is what React
 * Router's `<Scripts />` writes as module scripts and preloads, plus the behaviours script; classic
 * inline scripts (the hydration data React Router streams into the page, which fetches nothing)
 * run as they are. The held scripts keep their place, so React hydrates the same elements it
 * rendered; React skips the unexpected `<template>` (React 19 hydration tolerates extra tags in
 * `<body>`). Without this, module downloads competed with the first paint: Lighthouse's simulated
 * slow 4G put a guide's LCP at ~2.3 s against ~1.2 s for the same HTML without scripts
 * (docs/decisions/0010). The rules are generic HTML, not a form of React Router's output: a page
 * without module scripts is returned unchanged. Throws when a page with module preloads has no
 * `</body>`.
 */
export function holdModuleScripts(html: string): string {
  const preloads: string[] = [];
  const held = html
    .replace(MODULE_PRELOAD, (tag) => {
      preloads.push(tag);
      return "";
    })
    .replace(MODULE_SCRIPT_START, (_, before: string, after: string) => {
      const attributes = ` ${before.trim()} ${after.trim()}`
        .replace(/\sasync(="")?(?=\s|$)/g, "")
        .replace(/\ssrc="/g, ` ${HEAD_SCRIPT_HOOKS.heldModuleSrc}="`)
        .trim();
      return `<script type="text/plain" ${HEAD_SCRIPT_HOOKS.heldModule}=""${attributes ? ` ${attributes}` : ""}>`;
    });
  if (!preloads.length) return held;
  const end = held.lastIndexOf("</body>");
  if (end < 0) throw new Error("holdModuleScripts: the page has no </body>");
  return `${held.slice(0, end)}<template ${HEAD_SCRIPT_HOOKS.heldPreloads}="">${preloads.join("")}</template>${held.slice(end)}`;
}
