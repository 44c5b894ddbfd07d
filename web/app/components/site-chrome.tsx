import { useLocation } from "react-router";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { chunkLoader, useLazyModule } from "../hooks/use-lazy-module.ts";
import { ChromePart } from "./chrome-part.tsx";
import { LazyPartFailure } from "./lazy-part-failure.tsx";
import { Navbar } from "./navbar.tsx";
import { NavigationFailure } from "./navigation-failure.tsx";
import { RouteAnnouncer } from "./route-announcer.tsx";
import { RouteProgress } from "./route-progress.tsx";
import highlightBarChunk from "./search/search-highlight-bar.tsx?client-chunk";
import { SkipLink } from "./skip-link.tsx";

// The highlight bar and the code that marks words load only on a page reached from a search result (`_highlight` in the URL).
const loadHighlightBar = chunkLoader(() => import("./search/search-highlight-bar.tsx"), highlightBarChunk);

/** The search highlight bar, loaded when the URL carries `_highlight`; when its code cannot load, an inline message with Retry in its place. */
function LazySearchHighlightBar() {
  const highlightBar = useLazyModule(loadHighlightBar);
  if (highlightBar.status === "failed")
    return (
      <LazyPartFailure what="The search highlights" onRetry={highlightBar.retry} className="search-highlight-bar" />
    );
  return highlightBar.status === "ready" ? <highlightBar.module.SearchHighlightBar /> : null;
}

/**
 * The chrome around every page (SPEC.md section 2, "Site chrome"): skip link, announcement bar,
 * navbar, route progress indicator and announcer, the error of a navigation held while offline,
 * the search highlight bar when the URL carries `_highlight`, the page itself and the footer.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const { search } = useLocation();
  // Prerendered pages never carry `_highlight`; reading it only after hydration keeps the first render identical.
  const highlighted = useHydrated() && new URLSearchParams(search).has("_highlight");
  return (
    <div className="site">
      <SkipLink />
      <ChromePart kind="announcement" />
      <Navbar />
      <RouteProgress />
      <RouteAnnouncer />
      <NavigationFailure />
      {highlighted && <LazySearchHighlightBar />}
      <div className="site-content">{children}</div>
      <ChromePart kind="footer" />
    </div>
  );
}
