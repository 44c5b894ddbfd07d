import { useEffect, useState } from "react";
import { useLocation } from "react-router";
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

/**
 * Marks the `_highlight` words of the URL in the page's `<main>` with the CSS Custom
 * Highlight API: text ranges are painted without touching the DOM React manages, and the words
 * stay plain text, never HTML. Scrolls the first mark into view unless the URL targets a section.
 * Returns the words and how many places were marked.
 */
export function useSearchHighlight(): { words: string[]; count: number } {
  const location = useLocation();
  // Prerendered HTML never has `_highlight`; reading it only after hydration keeps the first render identical.
  const hydrated = useHydrated();
  const words = hydrated ? highlightWords(new URLSearchParams(location.search).get("_highlight")) : [];
  const key = words.join(" ");
  const [count, setCount] = useState(0);

  useEffect(() => {
    const registry = typeof CSS !== "undefined" && "highlights" in CSS ? CSS.highlights : null;
    if (!registry || !key) {
      registry?.delete(SEARCH_HIGHLIGHT_NAME);
      setCount(0);
      return;
    }
    const main = document.querySelector("main");
    if (!main) return;
    const ranges: Range[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, nav, .search-highlight-bar")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const list = key.split(" ");
    for (let node = walker.nextNode(); node && ranges.length < 500; node = walker.nextNode()) {
      const text = node.textContent?.toLowerCase() ?? "";
      for (const word of list) {
        for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + word.length)) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + word.length);
          ranges.push(range);
        }
      }
    }
    registry.set(SEARCH_HIGHLIGHT_NAME, new Highlight(...ranges));
    setCount(ranges.length);
    const visible = ranges.find((range) => range.getClientRects().length > 0);
    if (visible && !location.hash) {
      const rect = visible.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + rect.top - window.innerHeight / 3 });
    }
    return () => {
      registry.delete(SEARCH_HIGHLIGHT_NAME);
    };
  }, [key, location.pathname, location.hash]);

  return { words, count };
}
