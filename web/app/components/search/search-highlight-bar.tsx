import { Link, useLocation, useNavigate } from "react-router";
import { useSearchHighlight } from "../../hooks/use-search-highlight.ts";
import { searchPageHref } from "../../search/search-links.ts";
import { parseContexts } from "../../search/search-contexts.ts";

/** Parameters a search result link adds to a page (search-client.ts `hitHref`). */
const RESULT_PARAMS = ["_highlight", "q", "ctx", "version"];

/**
 * Shown while search terms are highlighted on a page: says what is marked, leads back to the
 * results the reader came from (when the link carried `q`, `ctx` and `version`), and offers to
 * clear the highlights, which also drops those parameters from the URL.
 */
export function SearchHighlightBar() {
  const { words, count } = useSearchHighlight();
  const location = useLocation();
  const navigate = useNavigate();
  if (!words.length) return null;
  const params = new URLSearchParams(location.search);
  const query = params.get("q");
  const version = params.get("version");
  const clear = () => {
    for (const name of RESULT_PARAMS) params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <div className="search-highlight-bar" role="status">
      <span>
        {count ? `${count} ${count === 1 ? "match" : "matches"} for` : "No matches on this page for"}{" "}
        <strong>{words.join(" ")}</strong>
      </span>
      {query && version && (
        <Link
          className="search-highlight-bar__back"
          to={searchPageHref(query, parseContexts(params.get("ctx")), version)}
        >
          Back to results
        </Link>
      )}
      <button type="button" className="button button--secondary search-highlight-bar__clear" onClick={clear}>
        Clear highlights
      </button>
    </div>
  );
}
