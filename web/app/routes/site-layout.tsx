import { Suspense, useLayoutEffect, useRef, useState } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { MissingPageComponent } from "../components/missing-page-component.tsx";
import { PageSpinner } from "../components/page-spinner.tsx";
import { RouteError } from "../components/route-error.tsx";
import { pageLoadMiddleware } from "../lib/page-load-middleware.ts";
import type { Route } from "./+types/site-layout";

/** Every page navigation fetches the page's static parts beside its data, and classifies what failed (lib/page-load-middleware.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [pageLoadMiddleware];

/**
 * The frame of every page, inside the site chrome (root.tsx): the page, a spinner while a
 * navigation is pending (SPEC.md section 2), and the check that the page rendered at all. A page
 * route whose module has no default export renders nothing (React Router renders an empty outlet
 * for it); after each render this frame looks for the page's `<main>`, and without one shows SPEC.md
 * section 8's message naming the route, on a first visit and after a navigation alike. The page
 * sits in its own Suspense boundary, so a page whose browser code renders differently from its
 * prerendered markup is rendered again here, without re-creating the document around it.
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const routeId = useMatches().at(-1)?.id ?? "";
  const [missing, setMissing] = useState<{ pathname: string; routeId: string } | null>(null);
  const showMissing = missing?.pathname === pathname && missing.routeId === routeId;
  return (
    <div className="page-slot">
      <PageSpinner />
      {showMissing ? (
        <MissingPageComponent routeId={routeId} />
      ) : (
        <Suspense fallback={null}>
          <Outlet />
          <PageRenderedCheck onMissing={() => setMissing({ pathname, routeId })} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Looks, after each commit of the page beside it (in the same Suspense boundary, so after the page
 * itself is committed, hydrated or rendered again), for the page's `<main>`, and calls `onMissing`
 * when there is none.
 */
function PageRenderedCheck({ onMissing }: { onMissing: () => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!ref.current?.parentElement?.querySelector("main")) onMissing();
  });
  return <span ref={ref} hidden />;
}

/**
 * What React Router renders, instead of its root's fallback, while a route below this layout has
 * code to load before the first render. Only the not-found page hydrates that way (404.html answers
 * a path whose route's module the page did not load), and its error is rendered instead, so the
 * server's markup hydrates unchanged: this renders nothing of its own.
 */
export function HydrateFallback() {
  return null;
}

/**
 * Errors of a page (SPEC.md section 8), shown inside the site chrome: the not-found page for a 404
 * (also every path the build did not prerender, see 404.html), "This page failed to load." with
 * Retry when its data or content could not be fetched, "This page crashed." with the cause chain
 * otherwise.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
