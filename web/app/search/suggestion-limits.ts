/** At most this many suggestions in the search box (SPEC.md section 9): pages and the sections beneath them. */
export const MAX_SUGGESTIONS = 8;
/** Sections the search box asks of the worker, so that grouping by page still fills the suggestions. */
export const SUGGESTION_HITS = 24;
/** Sections shown beneath a page among the suggestions. */
export const SECTIONS_PER_PAGE = 2;
/** Sections the search page asks of the worker before grouping them by page. */
export const SEARCH_PAGE_HITS = 60;
