import { createElement, useLayoutEffect, useRef } from "react";
import { enhanceStaticHtml } from "../behaviours/enhance-static-html.ts";
import { installBehaviours } from "../behaviours/install-behaviours.ts";
import type { StaticHtml as StaticHtmlContent } from "../lib/static-html.ts";

// The delegated handlers of build-time content install with the first page that shows any, before
// hydration (route modules and what they import load before the browser entry hydrates); pages
// without such content (the search page) never load them.
if (typeof document !== "undefined") installBehaviours(document);

/** The element showing each content value, for content whose string was left out of the hydration data. */
const elements = new WeakMap<StaticHtmlContent, HTMLElement>();

/**
 * Build-time rendered HTML in a container React never renders into (docs/decisions/0001-static-content-as-html.md).
 * On a first visit the hydration data carries "" for `content.staticHtml`: React hydrates the
 * container without touching the prerendered markup inside it (an element with
 * `dangerouslySetInnerHTML` has no children to hydrate, and its HTML is not compared in
 * production builds). After a client navigation the string arrives in the route's `.data` and
 * replaces the markup. Each time the content changes its interactive parts are brought up to date
 * (`enhanceStaticHtml`: stored preferences, remembered sidebar state).
 */
export function StaticHtml({ content, className, as = "div", ariaLabel }: { content: StaticHtmlContent; className?: string; as?: "div" | "nav"; ariaLabel?: string }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    elements.set(content, element);
    enhanceStaticHtml(element);
  }, [content]);
  return createElement(as, { ref, className, "aria-label": ariaLabel, "data-static-html": "", dangerouslySetInnerHTML: { __html: content.staticHtml }, suppressHydrationWarning: true });
}

/**
 * The HTML of `content`: its string, or, when the hydration data left it out, the markup of the
 * element already showing it. Lets a second place show the same content (the mobile menu's copy of
 * the docs sidebar) without the string travelling twice.
 */
export function staticHtmlOf(content: StaticHtmlContent): string {
  return content.staticHtml || elements.get(content)?.innerHTML || "";
}
