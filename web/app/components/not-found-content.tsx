import siteConfig from "virtual:site-config";
import { Link } from "react-router";
import { apiOverviewUrl, introUrl } from "../lib/urls.ts";

/**
 * The not-found page (SPEC.md section 8: unmatched path), with its own `<title>` and description
 * (React hoists them into the head): it is shown by the `*` route, by the prerendered 404.html, and by any route
 * whose data turns out not to exist, where no route `meta` is rendered. No robots tag: the 404
 * status already keeps the page out of search indexes.
 */
export function NotFoundContent() {
  return (
    <main id="main-content" tabIndex={-1} className="container narrow-page not-found">
      <title>Page not found · Tidewire Developer Center</title>
      <meta name="description" content="There is no page at this address in the Tidewire Developer Center." />
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>
        We could not find anything at this address. The page may have moved when a new API version was published, or the
        link you followed may be mistyped.
      </p>
      <ul className="not-found-links">
        <li>
          <Link to={introUrl(siteConfig.currentVersion)}>Read the introduction</Link>
        </li>
        <li>
          <Link to={apiOverviewUrl(siteConfig.currentVersion)}>Browse the API reference</Link>
        </li>
        <li>
          <Link to="/blog">See the latest API changes on the blog</Link>
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </main>
  );
}
