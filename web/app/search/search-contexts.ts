/**
 * Search contexts: indexes exist per version and context. The blog belongs to the
 * current version.
 */
export const SEARCH_CONTEXTS = ["guides", "api", "blog"] as const;

export type SearchContext = (typeof SEARCH_CONTEXTS)[number];

export const SEARCH_CONTEXT_LABELS: Record<SearchContext, string> = {
  guides: "Guides",
  api: "API reference",
  blog: "Blog",
};

/** Reads a `ctx` query parameter: a comma-separated list of contexts; unknown values are dropped, none means all. */
export function parseContexts(value: string | null | undefined): SearchContext[] {
  const picked = (value ?? "")
    .split(",")
    .filter((c): c is SearchContext => (SEARCH_CONTEXTS as readonly string[]).includes(c));
  return picked.length ? [...new Set(picked)] : [...SEARCH_CONTEXTS];
}

/**
 * The contexts a search in one version can use: the blog only in the current version.
 * When that leaves nothing (`ctx=blog` on an older version) it falls back to guides and API.
 */
export function contextsFor(picked: readonly SearchContext[], isCurrentVersion: boolean): SearchContext[] {
  const usable = picked.filter((c) => c !== "blog" || isCurrentVersion);
  return usable.length ? [...usable] : SEARCH_CONTEXTS.filter((c) => c !== "blog");
}

/** Where the search index files are served, and the manifest that names the current hashed files. */
export const SEARCH_INDEX_BASE = "/search-index";
export const SEARCH_MANIFEST_URL = `${SEARCH_INDEX_BASE}/manifest.json`;

/** Shape of `/search-index/manifest.json`. */
export interface SearchManifest {
  currentVersion: string;
  versions: string[];
  /** `files[version][context]` is the URL of that index's meta file (SearchIndexMeta), in a content-hashed directory. */
  files: Record<string, Partial<Record<SearchContext, string>>>;
}

/**
 * The trail shown under a hit: its page's breadcrumbs, in the page's own order ("Docs › Guides"),
 * else its context's label ("Blog"). Putting the context first read backwards when the trail also
 * held it ("Guides › Docs").
 */
export function hitCrumbs(context: SearchContext, breadcrumbs: string[]): string {
  return (breadcrumbs.length ? breadcrumbs : [SEARCH_CONTEXT_LABELS[context]]).join(" › ");
}
