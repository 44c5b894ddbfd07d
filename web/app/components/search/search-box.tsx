import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSearchVersion } from "../../hooks/use-search-version.ts";
import { SEARCH_CONTEXTS } from "../../search/search-contexts.ts";
import { searchPageHref } from "../../search/search-links.ts";
import { SearchIcon } from "../icons.tsx";
import type { SuggestionsState } from "./search-suggestions.tsx";

// The suggestions, the worker client and result rendering load on the box's first focus; a page
// that is only read fetches none of it.
const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The navbar search box, an ARIA combobox with a listbox popup (WAI-ARIA APG "Combobox"):
 * mod+k focuses it (Cmd on macOS, Ctrl elsewhere); on first focus the suggestions
 * (search-suggestions.tsx) load with the current version's indexes; typing shows up to 8 of them,
 * each page once with up to two of its sections beneath it; arrows move, Enter opens (the search
 * page when no suggestion is picked), Escape closes; "See all results" opens the search page.
 */
export function SearchBox() {
  const version = useSearchVersion();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState("Ctrl K");
  const [expanded, setExpanded] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestionsState>({ hrefs: [], status: "loading", settled: false });
  const contexts = [...SEARCH_CONTEXTS];
  const entries = suggestions.hrefs;

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

  // A new query starts with no option picked; results arriving for the same query keep the pick, so
  // Arrow Down then Enter opens a suggestion even when the list refreshed in between.
  useEffect(() => setActive(-1), [query]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const seeAll = searchPageHref(query, contexts, version);
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
        <SearchIcon size={20} />
      </button>
      <div className="search-box__field">
        <SearchIcon size={16} className="search-box__icon" />
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
            setWanted(true);
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
              go(active >= 0 && entries[active] ? entries[active] : seeAll);
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
        <ul id={listId} role="listbox" aria-label="Search suggestions" aria-busy={!suggestions.settled || undefined} className="search-box__list">
          {wanted && (
            <Suspense fallback={null}>
              <SearchSuggestions query={query} version={version} contexts={contexts} active={active} optionId={optionId} onChange={setSuggestions} onPick={go} onHover={setActive} />
            </Suspense>
          )}
        </ul>
        {suggestions.status === "error" && <p className="search-box__empty">Search is unavailable right now. Try again in a moment.</p>}
        {suggestions.status !== "error" && entries.length === 0 && (
          <p className="search-box__empty" role="status">
            {suggestions.settled && suggestions.status === "ready" ? "No results" : "Searching…"}
          </p>
        )}
        <Link className="search-box__all" to={seeAll} onMouseDown={(event) => event.preventDefault()} onClick={() => { close(); setExpanded(false); }}>
          See all results
        </Link>
      </div>
    </div>
  );
}
