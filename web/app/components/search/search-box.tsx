import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSearchVersion } from "../../hooks/use-search-version.ts";
import { fetchIndexes, hitHref, searchIndexes, searchPageHref } from "../../search/search-client.ts";
import { hitCrumbs, SEARCH_CONTEXTS } from "../../search/search-contexts.ts";
import { groupEntries, groupHits } from "../../search/search-groups.ts";
import { MAX_SUGGESTIONS, SECTIONS_PER_PAGE, SUGGESTION_HITS } from "../../search/search-suggestions.ts";
import type { SearchHit } from "../../search/search-protocol.ts";
import { HighlightedText } from "./highlighted-text.tsx";


const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The navbar search box, an ARIA combobox with a listbox popup (WAI-ARIA APG "Combobox"):
 * mod+k focuses it (Cmd on macOS, Ctrl elsewhere), the current version's indexes load on first
 * focus, typing shows up to 8 suggestions, each page once (title, breadcrumbs, 50-character snippet
 * with the match marked) with up to two of its sections beneath it; arrows move, Enter opens,
 * Escape closes; "See all results" opens the search page.
 */
export function SearchBox() {
  const version = useSearchVersion();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] }>({ query: "", hits: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "error">("idle");
  const [shortcut, setShortcut] = useState("Ctrl K");
  const [expanded, setExpanded] = useState(false);
  const contexts = [...SEARCH_CONTEXTS];

  useEffect(() => {
    setShortcut(isMac() ? "⌘ K" : "Ctrl K");
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (isMac() ? event.metaKey : event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setExpanded(true);
        requestAnimationFrame(() => {
          inputRef.current?.focus();
          inputRef.current?.select();
        });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const load = useCallback(() => {
    if (status === "ready" || status === "loading") return;
    setStatus("loading");
    fetchIndexes(version, contexts).then(
      () => setStatus("ready"),
      () => setStatus("error"),
    );
    // contexts is constant; version changes re-run through the search call itself.
  }, [status, version]);

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
          setActive(-1);
          setStatus("ready");
        },
        () => !cancelled && setStatus("error"),
      );
    }, 40);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, version]);

  const entries = groupEntries(groupHits(results.hits, { maxOptions: MAX_SUGGESTIONS, maxSectionsPerPage: SECTIONS_PER_PAGE }));
  const settled = results.query === query;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const seeAll = searchPageHref(query, contexts, version);
  const origin = { query, contexts, version };
  const go = (href: string) => {
    close();
    setExpanded(false);
    inputRef.current?.blur();
    navigate(href);
  };
  const showPopup = open && query.trim().length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="search-box" data-expanded={expanded || undefined}>
      <button type="button" className="navbar__icon-button search-box__open" aria-label="Search" onClick={() => { setExpanded(true); requestAnimationFrame(() => inputRef.current?.focus()); }}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="search-box__field">
        <svg className="search-box__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          type="text"
          enterKeyHint="search"
          className="search-box__input"
          placeholder="Search docs"
          aria-label={`Search the ${version} docs`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listId}
          aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={() => {
            load();
            setOpen(true);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.parentElement?.contains(event.relatedTarget as Node)) {
              close();
              if (!query) setExpanded(false);
            }
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (entries.length ? (index + 1) % entries.length : -1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((index) => (entries.length ? (index <= 0 ? entries.length - 1 : index - 1) : -1));
            } else if (event.key === "Enter") {
              if (!query.trim()) return;
              event.preventDefault();
              go(active >= 0 && entries[active] ? hitHref(entries[active].hit, origin) : seeAll);
            } else if (event.key === "Escape") {
              if (showPopup) close();
              else {
                setQuery("");
                setExpanded(false);
                inputRef.current?.blur();
              }
            }
          }}
        />
        <kbd className="search-box__kbd" aria-hidden="true">
          {shortcut}
        </kbd>
      </div>
      <div className="search-box__popup" hidden={!showPopup}>
        <ul id={listId} role="listbox" aria-label="Search suggestions" className="search-box__list">
          {entries.map(({ hit, kind }, index) => (
            <li
              key={`${hit.doc.u}#${hit.doc.h}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`search-box__option search-box__option--${kind}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hitHref(hit, origin))}
              onMouseMove={() => setActive(index)}
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
          ))}
        </ul>
        {status === "error" && <p className="search-box__empty">Search is unavailable right now. Try again in a moment.</p>}
        {status !== "error" && entries.length === 0 && (
          <p className="search-box__empty" role="status">
            {settled && status === "ready" ? "No results" : "Searching…"}
          </p>
        )}
        <Link className="search-box__all" to={seeAll} onMouseDown={(event) => event.preventDefault()} onClick={() => { close(); setExpanded(false); }}>
          See all results
        </Link>
      </div>
    </div>
  );
}
