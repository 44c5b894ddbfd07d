import { isRouteErrorResponse, useLocation, useNavigate, useRevalidator } from "react-router";
import { errorChain, PageLoadError } from "../lib/page-load-error.ts";
import { NotFoundContent } from "./not-found-content.tsx";

/** The error and its causes, outermost first, as a list ("Caused by" before each cause). */
function ErrorChain({ error }: { error: unknown }) {
  return (
    <ol className="route-error__chain">
      {errorChain(error).map((message, index) => (
        <li key={index}>
          {index > 0 && <span className="route-error__cause">Caused by </span>}
          <code>{message}</code>
        </li>
      ))}
    </ol>
  );
}

/**
 * What a failed page shows (SPEC.md section 8), classified by what failed, never by the words of
 * its message: the not-found page for a 404; "This page failed to load." with the error, its causes
 * and a Retry button when the page's data or content could not be fetched (a `PageLoadError`, made
 * where the request failed: lib/page-load-middleware.ts, lib/page-parts.ts); otherwise "This page
 * crashed." with the error, its cause chain and a "Try again" button. Retry navigates to the same
 * location again, which fetches what failed and clears the error. Try again reloads the document:
 * with `ssr: false` the router never refetches loaded page data for the same URL (routes revalidate
 * only when their params change), so a client navigation would render the same data and crash again.
 */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (error instanceof PageLoadError) {
    const retry = () => {
      revalidator.revalidate();
      navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    };
    return (
      <main id="main-content" tabIndex={-1} className="container narrow-page route-error" role="alert">
        <h1>This page failed to load.</h1>
        <p>
          {error.failure.kind === "network"
            ? "Check your connection and try again. What we know:"
            : "The server could not answer just now; try again in a moment. What we know:"}
        </p>
        <ErrorChain error={error} />
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </main>
    );
  }
  return (
    <main id="main-content" tabIndex={-1} className="container narrow-page route-error" role="alert">
      <h1>This page crashed.</h1>
      <p>Something went wrong while showing this page. What we know:</p>
      <ErrorChain error={isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error} />
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
