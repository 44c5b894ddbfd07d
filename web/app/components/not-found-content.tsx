import { Link } from "react-router";

/** The not-found page body (SPEC.md section 8: unmatched path). */
export function NotFoundContent() {
  return (
    <main id="main-content" tabIndex={-1} className="container narrow-page not-found">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>
        We could not find anything at this address. The page may have moved when a new API version was published, or the link you
        followed may be mistyped.
      </p>
      <ul className="not-found-links">
        <li>
          <Link to="/docs/intro">Read the introduction</Link>
        </li>
        <li>
          <Link to="/docs/api/payments">Browse the API reference</Link>
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
