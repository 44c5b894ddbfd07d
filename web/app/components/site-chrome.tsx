import { AnnouncementBar } from "./announcement-bar.tsx";
import { Footer } from "./footer.tsx";
import { Navbar } from "./navbar.tsx";
import { RouteProgress } from "./route-progress.tsx";
import { SearchHighlightBar } from "./search/search-highlight-bar.tsx";
import { SkipLink } from "./skip-link.tsx";

/**
 * The chrome around every page (SPEC.md section 2, "Site chrome"): skip link, announcement bar,
 * navbar, route progress indicator, the page itself and the footer.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="site">
      <SkipLink />
      <AnnouncementBar />
      <Navbar />
      <RouteProgress />
      <SearchHighlightBar />
      <div className="site-content">{children}</div>
      <Footer />
    </div>
  );
}
