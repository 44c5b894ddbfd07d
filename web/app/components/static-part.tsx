import { createElement, use, useContext, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { STATIC_PART_SHOWN_EVENT } from "../behaviours/static-part-shown.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { loadedPageParts, loadPageParts } from "../lib/page-parts.ts";
import { ServerDocumentContext } from "../lib/server-document.ts";
import { STATIC_PART_ATTRIBUTE, staticPartKey, type StaticPart } from "../lib/static-part.ts";

interface StaticPartProps {
  part: StaticPart;
  className?: string;
  as?: "div" | "nav";
  ariaLabel?: string;
}

/**
 * Content that never changes after the build, in a container React renders once on the server and
 * never inside in the browser (lib/static-part.ts). On the server the part's markup is rendered
 * once (render/static-parts.server.tsx) and put in place. In
 * the browser a first visit keeps the prerendered markup: React hydrates the container without
 * touching what is inside (an element with `dangerouslySetInnerHTML` has no children to hydrate,
 * and its markup is not compared in production). After a client navigation to another part, the
 * markup comes from the target page's prerendered HTML, which the navigation fetched beside the
 * route's data (lib/page-parts.ts).
 */
export function StaticPartContent(props: StaticPartProps) {
  const server = useContext(ServerDocumentContext);
  if (server)
    return createElement(props.as ?? "div", {
      [STATIC_PART_ATTRIBUTE]: props.part.staticPart,
      className: props.className,
      "aria-label": props.ariaLabel,
      dangerouslySetInnerHTML: { __html: use(server.renderStaticPart(props.part)) },
    });
  return <BrowserStaticPart {...props} />;
}

function BrowserStaticPart({ part, className, as = "div", ariaLabel }: StaticPartProps) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const key = staticPartKey(part);
  // The part this element was hydrated with, while it still shows it: its markup is the server's,
  // already there. Forgotten once the element shows another part.
  const hydratedKey = useRef(hydrated ? null : key);
  if (hydratedKey.current !== key) hydratedKey.current = null;
  // Any other part takes its page's parts: those its navigation brought, or, when a render needs
  // them without one (Retry after an error), fetched now, the render waiting for them (a failure
  // reaches the error boundary as the PageLoadError it is).
  const parts = hydratedKey.current === key ? null : (loadedPageParts(pathname) ?? use(loadPageParts(pathname)));
  const ref = useRef<HTMLElement>(null);
  // Computed once per part: the part shown at hydration keeps its prerendered markup ("" is never
  // written over it), a part shown later takes the markup of its page.
  const html = useMemo(() => {
    if (!parts) return "";
    const markup = parts.get(part.staticPart);
    if (markup === undefined) throw new Error(`The page at ${pathname} has no ${part.staticPart}`);
    return markup;
  }, [key]);
  useLayoutEffect(() => {
    if (html) ref.current?.dispatchEvent(new CustomEvent(STATIC_PART_SHOWN_EVENT, { bubbles: true }));
  }, [html]);
  return createElement(as, {
    ref,
    [STATIC_PART_ATTRIBUTE]: part.staticPart,
    className,
    "aria-label": ariaLabel,
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  });
}
