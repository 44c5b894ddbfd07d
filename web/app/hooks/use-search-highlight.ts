import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { matchedWords } from "../search/search-tokens.ts";
import { useHydrated } from "./use-hydrated.ts";

/** Name of the CSS Custom Highlight the marks are drawn with (`::highlight(search-terms)`). */
export const SEARCH_HIGHLIGHT_NAME = "search-terms";

/** The words of a `_highlight` parameter: lower case, at least two characters, at most ten. */
export function highlightWords(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? "")
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length >= 2),
    ),
  ].slice(0, 10);
}

/** Elements whose text is never marked: the page title (it names the page, not the match), code blocks and navigation. */
const UNMARKED = "script, style, nav, pre, h1, .search-highlight-bar";
const HEADING = /^H[2-6]$/;

/**
 * The part of `main` a search hit stands for: the section of the heading `hash` names, up to the
 * next heading of the same or a higher rank; for a page top (no hash), up to the first `h2`.
 */
function hitScope(main: HTMLElement, hash: string): Range {
  const scope = document.createRange();
  scope.selectNodeContents(main);
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (hash && !target) return scope;
  if (target && !HEADING.test(target.tagName)) {
    scope.selectNode(target);
    return scope;
  }
  if (target) scope.setStartBefore(target);
  const rank = target ? Number(target.tagName[1]) : 2;
  const after = [...main.querySelectorAll<HTMLElement>("h2, h3, h4, h5, h6")].find(
    (heading) =>
      Number(heading.tagName[1]) <= rank &&
      (!target || target.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  if (after) scope.setEndBefore(after);
  return scope;
}

/** Ranges of every word of `main`'s text (outside UNMARKED) that `pattern` matches inside `scope`, at most 500. */
function markedRanges(main: HTMLElement, pattern: RegExp, scope: Range | null): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(UNMARKED) || (scope && !scope.intersectsNode(node))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node && ranges.length < 500; node = walker.nextNode()) {
    for (const match of (node.textContent ?? "").matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/**
 * Marks the `_highlight` words of the URL with the CSS Custom Highlight API: text ranges are
 * painted without touching the DOM React manages, and the words stay plain text, never HTML. Each
 * word is a search term (search-engine.ts `SearchHit.terms`), marked where a word starts with it
 * and up to that word's end (`valid` marks "validation"), in the section the hit stands for
 * (hitScope), or the whole page when that section has none; never in the title, code blocks or
 * navigation. Scrolls the first mark into view unless the URL targets a section. Returns the
 * distinct words marked (lower case; the URL's words when none) and how many places were marked.
 */
export function useSearchHighlight(): { words: string[]; count: number } {
  const location = useLocation();
  // Prerendered HTML never has `_highlight`; reading it only after hydration keeps the first render identical.
  const hydrated = useHydrated();
  const terms = hydrated ? highlightWords(new URLSearchParams(location.search).get("_highlight")) : [];
  const key = terms.join(" ");
  const [marked, setMarked] = useState<{ words: string[]; count: number }>({ words: [], count: 0 });

  useEffect(() => {
    const registry = typeof CSS !== "undefined" && "highlights" in CSS ? CSS.highlights : null;
    const main = document.querySelector("main");
    if (!registry || !key || !main) {
      registry?.delete(SEARCH_HIGHLIGHT_NAME);
      setMarked({ words: [], count: 0 });
      return;
    }
    const pattern = matchedWords(key.split(" "));
    let ranges = markedRanges(main, pattern, hitScope(main, location.hash));
    if (!ranges.length) ranges = markedRanges(main, pattern, null);
    registry.set(SEARCH_HIGHLIGHT_NAME, new Highlight(...ranges));
    setMarked({ words: [...new Set(ranges.map((range) => range.toString().toLowerCase()))], count: ranges.length });
    const visible = ranges.find((range) => range.getClientRects().length > 0);
    if (visible && !location.hash) {
      const rect = visible.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + rect.top - window.innerHeight / 3 });
    }
    return () => {
      registry.delete(SEARCH_HIGHLIGHT_NAME);
    };
  }, [key, location.pathname, location.hash]);

  return { words: marked.words.length ? marked.words : terms, count: marked.count };
}
