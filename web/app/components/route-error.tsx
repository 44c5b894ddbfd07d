import { isRouteErrorResponse, useLocation, useNavigate, useRevalidator } from "react-router";
import { NotFoundContent } from "./not-found-content.tsx";

/** The messages of an error and of every `cause` below it, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** True for errors that mean the page's code or data could not be fetched (network, chunk load). */
function isLoadFailure(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return error instanceof TypeError && /fetch|network|load|import/i.test(error.message);
}

/**
 * What a failed route shows (SPEC.md section 8): the not-found page for a 404; "This page failed
 * to load." with the error and a Retry button when the page could not be fetched; otherwise
 * "This page crashed." with the error, its cause chain and a "Try again" button. Retry navigates
 * to the same location again, which refetches the data that failed and clears the error. Try
 * again reloads the document instead: with `ssr: false` the router treats loaded page data as
 * static and never refetches it for the same URL (routes revalidate only when their params
 * change), so a client navigation would render the same data and crash again.
 */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const retry = () => {
    revalidator.revalidate();
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  const reload = () => window.location.reload();
  const chain = errorChain(isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error);
  if (isLoadFailure(error)) {
    return (
      <main id="main-content" tabIndex={-1} className="container narrow-page route-error" role="alert">
        <h1>This page failed to load.</h1>
        <p>Check your connection and try again. The error was:</p>
        <pre className="route-error__message">{chain[0]}</pre>
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
      <ol className="route-error__chain">
        {chain.map((message, index) => (
          <li key={index}>
            {index > 0 && <span className="route-error__cause">Caused by </span>}
            <code>{message}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={reload}>
        Try again
      </button>
    </main>
  );
}
