import { useLocation, useNavigate } from "react-router";
import { useSearchHighlight } from "../../hooks/use-search-highlight.ts";

/** Shown while search terms are highlighted on a page: says what is marked and offers to clear it. */
export function SearchHighlightBar() {
  const { words, count } = useSearchHighlight();
  const location = useLocation();
  const navigate = useNavigate();
  if (!words.length) return null;
  const clear = () => {
    const params = new URLSearchParams(location.search);
    params.delete("_highlight");
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="search-highlight-bar" role="status">
      <span>
        {count ? `${count} ${count === 1 ? "match" : "matches"} for` : "No matches on this page for"} <strong>{words.join(" ")}</strong>
      </span>
      <button type="button" className="button button--secondary search-highlight-bar__clear" onClick={clear}>
        Clear highlights
      </button>
    </div>
  );
}
