import { parse } from "node-html-parser";

/** The URL prefix under which scripts/checks/bench/local-site.ts serves the control of every page. */
export const CONTROL_PREFIX = "/__control";

/** The control URL of a page URL: `/docs/intro?x=1` → `/__control/docs/intro?x=1`, `/` → `/__control/`. */
export function controlUrl(pageUrl: string): string {
  return `${CONTROL_PREFIX}${pageUrl}`;
}

/**
 * The control of a prerendered page: the same HTML with every `<script>` element (inline and
 * external, module, JSON-LD and other data blocks alike) and every `<link rel="modulepreload">`
 * cut out, byte for byte, everything else untouched. It is what the page costs with no script at
 * all, the lower bound a page's figures can reach with the same HTML, CSS, images and fonts.
 * Scripts inside `<noscript>`, `<template>` contents or comments are not elements and stay.
 */
export function controlHtml(html: string): string {
  const root = parse(html, { comment: true });
  const cuts = [
    ...root.querySelectorAll("script"),
    ...root
      .querySelectorAll("link")
      .filter((link) => link.getAttribute("rel")?.toLowerCase().split(/\s+/).includes("modulepreload")),
  ]
    .map((element) => element.range)
    .sort((a, b) => a[0] - b[0]);
  let out = "";
  let from = 0;
  for (const [start, end] of cuts) {
    out += html.slice(from, start);
    from = Math.max(from, end);
  }
  return out + html.slice(from);
}
