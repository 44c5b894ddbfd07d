import { useEffect, useLayoutEffect, useState } from "react";
import { fetchIndexes, searchIndexes } from "../../search/search-client.ts";
import { hitCrumbs, type SearchContext } from "../../search/search-contexts.ts";
import { groupEntries, groupHits } from "../../search/search-groups.ts";
import { hitHref } from "../../search/search-links.ts";
import type { SearchHit } from "../../search/search-protocol.ts";
import { MAX_SUGGESTIONS, SECTIONS_PER_PAGE, SUGGESTION_HITS } from "../../search/suggestion-limits.ts";
import { HighlightedText } from "./highlighted-text.tsx";

/** What the suggestions tell the search box: where each entry leads, and whether results are in. */
export interface SuggestionsState {
  hrefs: string[];
  status: "loading" | "ready" | "error";
  /** True when the entries answer the box's current query. */
  settled: boolean;
}

/**
 * The options of the search box's listbox: loads the version's indexes when first shown, searches
 * the worker as the query changes (40 ms after the last keystroke), and renders up to 8 entries,
 * each page once with up to two of its sections beneath it. It reports where the entries lead
 * and its status through `onChange`, so the box can move through them with the keyboard. Loaded
 * only once the box is first focused, so pages that never search never fetch it.
 */
export default function SearchSuggestions({
  query,
  version,
  contexts,
  active,
  optionId,
  onChange,
  onPick,
  onHover,
}: {
  query: string;
  version: string;
  contexts: SearchContext[];
  active: number;
  optionId: (index: number) => string;
  onChange: (state: SuggestionsState) => void;
  onPick: (href: string) => void;
  onHover: (index: number) => void;
}) {
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] }>({ query: "", hits: [] });
  const [status, setStatus] = useState<SuggestionsState["status"]>("loading");
  const key = contexts.join(",");

  useEffect(() => {
    fetchIndexes(version, contexts).then(
      () => setStatus("ready"),
      () => setStatus("error"),
    );
    // `key` stands for the contexts, a new array on every render.
  }, [version, key]);

  useEffect(() => {
    if (!query.trim()) {
      setResults({ query, hits: [] });
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      searchIndexes(query, version, contexts, SUGGESTION_HITS).then(
        (found) => {
          if (cancelled) return;
          setResults({ query, hits: found });
          setStatus("ready");
        },
        () => !cancelled && setStatus("error"),
      );
    }, 40);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, version, key]);

  const origin = { query, contexts, version };
  const entries = groupEntries(
    groupHits(results.hits, { maxOptions: MAX_SUGGESTIONS, maxSectionsPerPage: SECTIONS_PER_PAGE }),
  );
  const hrefs = entries.map(({ hit }) => hitHref(hit, origin));
  const settled = results.query === query;
  const report = `${hrefs.join("\n")}|${status}|${settled}`;
  // Reported before the browser paints or takes the next key: with a passive effect, an Arrow Down
  // pressed while new options were already on screen moved through the box's previous, empty list,
  // and Enter then opened the search page instead of the option the reader saw picked.
  useLayoutEffect(() => onChange({ hrefs, status, settled }), [report]);

  return entries.map(({ hit, kind }, index) => (
    <li
      key={`${hit.doc.u}#${hit.doc.h}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`search-box__option search-box__option--${kind}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(hrefs[index])}
      onMouseMove={() => onHover(index)}
    >
      {kind === "page" ? (
        <>
          <span className="search-hit__title">
            {hit.doc.t}
            {hit.doc.s && <span className="search-hit__section"> › {hit.doc.s}</span>}
          </span>
          <span className="search-hit__crumbs">{hitCrumbs(hit.context, hit.doc.b)}</span>
        </>
      ) : (
        <span className="search-hit__section">› {hit.doc.s || "Overview"}</span>
      )}
      <span className="search-hit__snippet">
        <HighlightedText text={hit.snippet} ranges={hit.highlights} />
      </span>
    </li>
  ));
}
