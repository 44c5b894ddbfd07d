import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { AnnouncementBar } from "./announcement-bar.tsx";
import { Footer } from "./footer.tsx";
import { Navbar } from "./navbar.tsx";
import { NavigationFailure } from "./navigation-failure.tsx";
import { RouteAnnouncer } from "./route-announcer.tsx";
import { RouteProgress } from "./route-progress.tsx";
import { SkipLink } from "./skip-link.tsx";

// The highlight bar and the code that marks words load only on a page reached from a search result
// (`_highlight` in the URL); when its chunk cannot load (offline), the page shows no marks, no error.
const SearchHighlightBar = lazy(() =>
  import("./search/search-highlight-bar.tsx").then(
    (module) => ({ default: module.SearchHighlightBar }),
    () => ({ default: () => null }),
  ),
);

/**
 * The chrome around every page (SPEC.md section 2, "Site chrome"): skip link, announcement bar,
 * navbar, route progress indicator and announcer, the error of a navigation that could not start,
 * the search highlight bar when the URL carries `_highlight`, the page itself and the footer.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const { search } = useLocation();
  // Prerendered pages never carry `_highlight`; reading it only after hydration keeps the first render identical.
  const highlighted = useHydrated() && new URLSearchParams(search).has("_highlight");
  return (
    <div className="site">
      <SkipLink />
      <AnnouncementBar />
      <Navbar />
      <RouteProgress />
      <RouteAnnouncer />
      <NavigationFailure />
      {highlighted && (
        <Suspense fallback={null}>
          <SearchHighlightBar />
        </Suspense>
      )}
      <div className="site-content">{children}</div>
      <Footer />
    </div>
  );
}
