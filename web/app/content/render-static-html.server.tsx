import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { StaticHtml } from "../lib/static-html.ts";

/**
 * Renders content that never changes after the build to an HTML string, once, at build time
 * (docs/decisions/0001-static-content-as-html.md). `node` must be markup only: no state, effects or
 * router context; interactive parts are wired by the delegated handlers in `behaviours/`.
 * `idPrefix` keeps `useId` values unique when a page holds several rendered regions. Throws
 * whatever rendering `node` throws.
 */
export function renderStaticHtml(node: ReactNode, idPrefix: string): StaticHtml {
  return { staticHtml: renderToStaticMarkup(node, { identifierPrefix: idPrefix }) };
}
