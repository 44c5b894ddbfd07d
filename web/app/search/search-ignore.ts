/**
 * The attribute a component puts on an element whose text is chrome, not content (labels,
 * badges, dates, schema types, the examples column): the search index leaves its text out
 * (scripts/build/search/extract-sections.ts), as Starlight's `data-pagefind-ignore` does for Pagefind.
 * Written in JSX as `data-search-ignore=""`.
 */
export const SEARCH_IGNORE_ATTRIBUTE = "data-search-ignore";
