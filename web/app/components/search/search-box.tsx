import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { chunkLoader, useLazyModule } from "../../hooks/use-lazy-module.ts";
import { useSearchVersion } from "../../hooks/use-search-version.ts";
import { SEARCH_CONTEXTS } from "../../search/search-contexts.ts";
import { searchPageHref } from "../../search/search-links.ts";
import { handleSearchShortcut, isApplePlatform } from "../../search/search-shortcut.ts";
import { SearchIcon } from "../icons.tsx";
import { LazyPartFailure } from "../lazy-part-failure.tsx";
import type { SuggestionsState } from "./search-suggestions.tsx";
import suggestionsChunk from "./search-suggestions.tsx?client-chunk";

// The suggestions, the worker client and result rendering load on the box's first focus; a page
// that is only read fetches none of it.
const loadSuggestions = chunkLoader(() => import("./search-suggestions.tsx"), suggestionsChunk);

/**
 * The navbar search box, an ARIA combobox with a listbox popup (WAI-ARIA APG "Combobox"), in a
 * search form that works as HTML: before the app runs, or without scripts, Enter submits the query
 * to the search page (`/search?q=…&ctx=…&version=…`, SPEC.md section 9), and on phones the search
 * button is a link to that page; from the first paint mod+k (Cmd on macOS, Ctrl elsewhere) focuses
 * the box where it is on screen (lib/head-script.ts hears the key). Once the app runs it takes over:
 * mod+k and the phone button open the box in the navbar, neither scrolling the page, and Escape on
 * the empty box gives focus back to where it was; on first focus (or at once, for a box focused
 * before the app ran) the suggestions (search-suggestions.tsx) load with the current version's
 * indexes; typing shows up to 8 of them, each page once with up to two of its sections beneath it;
 * arrows move, Enter opens (the search page when no suggestion is picked), Escape closes; "See all
 * results" opens the search page. When the suggestions' code cannot load, the popup says so with
 * Retry; the page stays.
 */
export function SearchBox() {
  const version = useSearchVersion();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // Where focus was when the shortcut or the search button opened the box: Escape gives it back.
  const returnFocus = useRef<Element | null>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState("Ctrl K");
  const [expanded, setExpanded] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestionsState>({ hrefs: [], status: "loading", settled: false });
  const suggestionsModule = useLazyModule(loadSuggestions, wanted);
  const contexts = [...SEARCH_CONTEXTS];
  const entries = suggestions.hrefs;

  // Words typed before the app ran stay in the box, and a box focused then (by the head script's
  // shortcut, or a click) shows their suggestions as if focused now: its focus event came before
  // React's handler was there.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input?.value) setQuery(input.value);
    if (input && document.activeElement === input) {
      setWanted(true);
      setOpen(true);
    }
  }, []);

  const openBox = () => {
    // The search page's own field stands in for this box there (search.css hides the box).
    const pageField = document.querySelector<HTMLInputElement>("[data-search-page-field]");
    if (pageField) {
      pageField.focus();
      return pageField.select();
    }
    if (document.activeElement !== inputRef.current) returnFocus.current = document.activeElement;
    setExpanded(true);
    const focus = () => {
      inputRef.current?.focus({ preventScroll: true });
      inputRef.current?.select();
    };
    // Where the box is on screen, at once: a key typed right after the shortcut lands in it. On a
    // phone it shows once expanded, in the next frame.
    focus();
    if (document.activeElement !== inputRef.current) requestAnimationFrame(focus);
  };

  useEffect(() => {
    setShortcut(isApplePlatform(navigator.platform || navigator.userAgent) ? "⌘ K" : "Ctrl K");
    return handleSearchShortcut(openBox);
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
  const optionId = (index: number) => `${listId}-option-${index}`;
  const Suggestions = suggestionsModule.status === "ready" ? suggestionsModule.module.default : null;
  const failed = suggestionsModule.status === "failed" ? suggestionsModule : null;
  // A failure to load the suggestions shows as soon as the box is focused, in the popup's place.
  const showPopup = open && (query.trim().length > 0 || failed !== null);

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="search-box"
      data-expanded={expanded || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) go(active >= 0 && entries[active] ? entries[active] : seeAll);
      }}
    >
      <a
        href="/search"
        className="navbar__icon-button search-box__open"
        aria-label="Search"
        onClick={(event) => {
          event.preventDefault();
          openBox();
        }}
      >
        <SearchIcon size={20} />
      </a>
      <div className="search-box__field">
        <SearchIcon size={16} className="search-box__icon" />
        <input
          ref={inputRef}
          type="text"
          name="q"
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
            if (!event.currentTarget.form?.contains(event.relatedTarget as Node)) {
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
            } else if (event.key === "Escape") {
              event.preventDefault();
              if (showPopup) close();
              else {
                setQuery("");
                setExpanded(false);
                const previous = returnFocus.current;
                returnFocus.current = null;
                if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
                else inputRef.current?.blur();
              }
            }
          }}
        />
        <input type="hidden" name="ctx" value={contexts.join(",")} />
        <input type="hidden" name="version" value={version} />
        <kbd className="search-box__kbd" aria-hidden="true">
          {shortcut}
        </kbd>
      </div>
      <div className="search-box__popup" hidden={!showPopup}>
        <ul
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          aria-busy={!suggestions.settled || undefined}
          className="search-box__list"
        >
          {Suggestions && (
            <Suggestions
              query={query}
              version={version}
              contexts={contexts}
              active={active}
              optionId={optionId}
              onChange={setSuggestions}
              onPick={go}
              onHover={setActive}
            />
          )}
        </ul>
        {failed ? (
          <LazyPartFailure what="Search suggestions" onRetry={failed.retry} className="search-box__empty" />
        ) : suggestions.status === "error" ? (
          <p className="search-box__empty">Search is unavailable right now. Try again in a moment.</p>
        ) : (
          entries.length === 0 && (
            <p className="search-box__empty" role="status">
              {suggestions.settled && suggestions.status === "ready" ? "No results" : "Searching…"}
            </p>
          )
        )}
        <Link
          className="search-box__all"
          to={seeAll}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            close();
            setExpanded(false);
          }}
        >
          See all results
        </Link>
      </div>
    </form>
  );
}
