import { HEAD_SCRIPT_HOOKS } from "./head-script-hooks.ts";

/** A `<link rel="modulepreload">` as React writes it (double-quoted attributes, void element). */
const MODULE_PRELOAD = /^<link\b[^>]*\brel="modulepreload"[^>]*\/?>$/;
/** The start tag of a `<script type="module">`, inline or with `src`. */
const MODULE_SCRIPT_START = /^<script\b([^>]*)\btype="module"([^>]*)>$/;

/** A tag of the page to replace: its bytes `start` to `end` (exclusive) give way to `replacement`. */
interface Edit {
  start: number;
  end: number;
  replacement: Uint8Array;
}

/**
 * A page's HTML (UTF-8 bytes) with its JavaScript held until the page is painted, so no script
 * download competes with the first paint: each `<script type="module">` stays where it is as a data
 * block the browser neither fetches nor runs (`type="text/plain"`, marked `data-held-module`; a data
 * block may have no `src` or `async`, so `src` is kept as `data-held-src` and `async` dropped: a
 * module added by script runs when ready anyway), and the module preloads move into an inert
 * `<template data-held-preloads>` at the end of `<body>`; the head script starts them once the page
 * is painted (lib/head-script.ts). The page's code is what React Router's `<Scripts />` writes as
 * module scripts and preloads, plus the behaviours script; classic inline scripts (the hydration
 * data React Router streams into the page, which fetches nothing) run as they are. The held scripts
 * keep their place, so React hydrates the same elements it rendered; React skips the unexpected
 * `<template>` (React 19 hydration tolerates extra tags in `<body>`). Without this, module downloads
 * competed with the first paint: Lighthouse's simulated slow 4G put a guide's LCP at ~2.3 s against
 * ~1.2 s for the same HTML without scripts (docs/decisions/0010). The rules are generic HTML, not a
 * form of React Router's output: a page without module scripts is returned unchanged (the same
 * array).
 *
 * The page stays bytes: only each `<link` and `<script` start tag (up to its first `>`, which ends
 * it, as `[^>]*` cannot pass one) is decoded and matched. Decoding each page to a string, replacing
 * in it and encoding it again made a warm build's render of 206 paths ~0.45 s slower (4.1–4.5 s
 * against 3.7–4.1 s, alternating), mostly in allocating the copies of 21 MB of HTML. Throws when a
 * page with module preloads has no `</body>`.
 */
export function holdModuleScripts(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const edits: Edit[] = [];
  const preloads: Uint8Array[] = [];
  // The next `<link` and `<script` at or after where the walk is; each is searched for again
  // only once the walk has passed it.
  let link = page.indexOf("<link", 0, "latin1");
  let script = page.indexOf("<script", 0, "latin1");
  while (link >= 0 || script >= 0) {
    const start = link < 0 ? script : script < 0 ? link : Math.min(link, script);
    const end = page.indexOf(">", start, "latin1") + 1;
    if (end === 0) break;
    const tag = page.toString("utf8", start, end);
    let replacement: Uint8Array | undefined;
    if (start === link && MODULE_PRELOAD.test(tag)) {
      preloads.push(page.subarray(start, end));
      replacement = new Uint8Array();
    } else if (start === script) {
      const match = MODULE_SCRIPT_START.exec(tag);
      if (match) replacement = Buffer.from(heldScriptStart(match[1]!, match[2]!));
    }
    if (replacement) edits.push({ start, end, replacement });
    const from = replacement ? end : start + 1;
    if (link >= 0 && link < from) link = page.indexOf("<link", from, "latin1");
    if (script >= 0 && script < from) script = page.indexOf("<script", from, "latin1");
  }
  if (!edits.length) return html;
  if (preloads.length) {
    const bodyEnd = page.lastIndexOf("</body>", undefined, "latin1");
    if (bodyEnd < 0) throw new Error("holdModuleScripts: the page has no </body>");
    const template = Buffer.concat([
      Buffer.from(`<template ${HEAD_SCRIPT_HOOKS.heldPreloads}="">`),
      ...preloads,
      Buffer.from("</template>"),
    ]);
    // The template goes in among the edits in page order. An edited tag ends at its first `>`, so
    // only a start tag with "</body" inside an attribute can hold the `</body>`; the template then
    // follows that tag (the copy below never goes back).
    const at = edits.findIndex((edit) => edit.start >= bodyEnd);
    edits.splice(at < 0 ? edits.length : at, 0, { start: bodyEnd, end: bodyEnd, replacement: template });
  }
  const pieces: Uint8Array[] = [];
  let copied = 0;
  for (const { start, end, replacement } of edits) {
    pieces.push(page.subarray(copied, start), replacement);
    copied = Math.max(copied, end);
  }
  pieces.push(page.subarray(copied));
  return Buffer.concat(pieces);
}

/** A module script's start tag, given the attributes before and after its `type`, as a held data block. */
function heldScriptStart(before: string, after: string): string {
  const attributes = ` ${before.trim()} ${after.trim()}`
    .replace(/\sasync(="")?(?=\s|$)/g, "")
    .replace(/\ssrc="/g, ` ${HEAD_SCRIPT_HOOKS.heldModuleSrc}="`)
    .trim();
  return `<script type="text/plain" ${HEAD_SCRIPT_HOOKS.heldModule}=""${attributes ? ` ${attributes}` : ""}>`;
}
