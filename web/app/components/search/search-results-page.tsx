import siteConfig from "virtual:site-config";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { searchIndexes } from "../../search/search-client.ts";
import { hitHref } from "../../search/search-links.ts";
import { groupHits } from "../../search/search-groups.ts";
import {
  contextsFor,
  hitCrumbs,
  parseContexts,
  SEARCH_CONTEXTS,
  SEARCH_CONTEXT_LABELS,
  type SearchContext,
} from "../../search/search-contexts.ts";
import type { SearchHit } from "../../search/search-protocol.ts";
import { SEARCH_PAGE_HITS } from "../../search/suggestion-limits.ts";
import { HighlightedText } from "./highlighted-text.tsx";
import { isCurrentVersion } from "../../lib/versions.ts";

/**
 * The search page (`/search?q=…&ctx=…&version=…`): a query field, version and context filters, and
 * results grouped by page with snippets. It reads the URL on a direct load and on client
 * navigation, and writes changes back to it.
 */
export function SearchResultsPage() {
  const [urlParams, setParams] = useSearchParams();
  // The page is prerendered without a query; read the URL only after hydration so the first render matches.
  const hydrated = useHydrated();
  const params = hydrated ? urlParams : new URLSearchParams();
  const versions = siteConfig.versions;
  const current = versions.find(isCurrentVersion)!;
  const query = params.get("q") ?? "";
  const version = versions.some((v) => v.name === params.get("version")) ? params.get("version")! : current.name;
  const contexts = contextsFor(parseContexts(params.get("ctx")), version === current.name);
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<{ key: string; hits: SearchHit[]; error: string | null } | null>(null);
  const key = `${query}|${version}|${contexts.join(",")}`;
  const formId = useId();

  // The checkboxes and the version menu show the user's choice at once; the URL update that
  // drives the search runs as a router navigation inside a transition and lands a moment later.
  const [picked, setPicked] = useState({ version, contexts });

  // Words typed into the field before the app ran are newer than the query the page opened with,
  // which the first render after hydration reads from the URL: they stay over it (the navbar box
  // keeps them too), and the field follows the query again from its next change on.
  const typedBeforeApp = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = field.current!.value;
    if (typed) setDraft(typed);
    typedBeforeApp.current = Boolean(typed);
  }, []);
  useEffect(() => {
    if (typedBeforeApp.current) typedBeforeApp.current = !hydrated;
    else setDraft(query);
  }, [query]);
  useEffect(() => setPicked({ version, contexts }), [version, contexts.join(",")]);
  useEffect(() => {
    if (!query.trim()) return;
    let cancelled = false;
    searchIndexes(query, version, contexts, SEARCH_PAGE_HITS).then(
      (hits) => !cancelled && setState({ key, hits, error: null }),
      (error: Error) => !cancelled && setState({ key, hits: [], error: error.message }),
    );
    return () => {
      cancelled = true;
    };
    // `key` captures query, version and contexts; the effect re-runs exactly when it changes.
  }, [key]);

  // A new query is a history entry of its own, so Back returns to the previous query; changing
  // the version or contexts refines the same search and replaces it.
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    setParams(next, { replace: !("q" in changes) || changes.q === query, preventScrollReset: true });
  };
  const toggleContext = (context: SearchContext) => {
    const set = new Set(picked.contexts);
    if (set.has(context)) set.delete(context);
    else set.add(context);
    const next = SEARCH_CONTEXTS.filter((c) => set.has(c));
    const chosen = next.length ? next : [context];
    setPicked({ version: picked.version, contexts: chosen });
    update({ ctx: chosen.join(",") });
  };
  const pickVersion = (name: string) => {
    setPicked({ version: name, contexts: contextsFor(picked.contexts, name === current.name) });
    update({ version: name });
  };

  const loading = Boolean(query.trim()) && state?.key !== key;
  const groups = state?.key === key ? groupHits(state.hits) : [];
  const origin = { query, contexts, version };

  return (
    <main id="main-content" tabIndex={-1} className="container search-page">
      <h1>Search the documentation</h1>
      <form
        role="search"
        className="search-page__form"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft, version, ctx: contexts.join(",") });
        }}
      >
        <label htmlFor={`${formId}-q`} className="visually-hidden">
          Search query
        </label>
        <input
          id={`${formId}-q`}
          type="search"
          name="q"
          ref={field}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-search-page-field
          placeholder="For example: create payment, title:webhook, benef*, paymnet~2"
          className="search-page__input"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <div className="search-page__filters">
        <label>
          Version{" "}
          <select value={picked.version} onChange={(event) => pickVersion(event.target.value)}>
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
                {isCurrentVersion(v) ? " (current)" : ""}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Search in</legend>
          {SEARCH_CONTEXTS.filter((c) => c !== "blog" || picked.version === current.name).map((context) => (
            <label key={context}>
              <input
                type="checkbox"
                checked={picked.contexts.includes(context)}
                onChange={() => toggleContext(context)}
              />{" "}
              {SEARCH_CONTEXT_LABELS[context]}
            </label>
          ))}
        </fieldset>
      </div>
      <div aria-live="polite" className="search-page__results">
        {!query.trim() && (
          <div className="search-page__help" data-before-app={!hydrated || undefined}>
            <p>
              Type a question or the name of an operation, field or error. Search looks in the version you pick, and
              ranks titles first, then headings, descriptions, keywords and text.
            </p>
            <ul>
              <li>
                <code>title:quote</code>, <code>heading:errors</code>: search one field (title, heading, description,
                keywords, content).
              </li>
              <li>
                <code>benef*</code>: words starting with a prefix. <code>paymnet~2</code>: allow up to two typos.
              </li>
              <li>
                <code>webhook^3</code>: weigh a word three times as much. <code>"quote expired"</code>: an exact phrase.
              </li>
            </ul>
          </div>
        )}
        {loading && <p role="status">Searching…</p>}
        {state?.key === key && state.error && <p role="alert">Search failed: {state.error}</p>}
        {state?.key === key && !state.error && query.trim() && (
          <>
            <p className="search-page__count">
              {groups.length
                ? `${groups.length} ${groups.length === 1 ? "page" : "pages"} for “${query}” in ${version}`
                : "No results"}
            </p>
            <ol className="search-page__list">
              {groups.map((group) => (
                <li key={group.url} className="search-result">
                  <h2 className="search-result__title">
                    <Link to={hitHref({ doc: { ...group.page.doc, h: "" }, terms: group.page.terms }, origin)}>
                      {group.page.doc.t}
                    </Link>
                  </h2>
                  <p className="search-hit__crumbs">{hitCrumbs(group.page.context, group.page.doc.b)}</p>
                  <ul className="search-result__sections">
                    {[group.page, ...group.sections].map((hit) => (
                      <li key={hit.doc.h || "top"}>
                        <Link to={hitHref(hit, origin)} className="search-result__section">
                          {hit.doc.s || "Overview"}
                        </Link>
                        <p className="search-hit__snippet">
                          <HighlightedText text={hit.snippet} ranges={hit.highlights} />
                        </p>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </main>
  );
}
