import { SearchResultsPage } from "../components/search/search-results-page.tsx";
import type { BehavioursHandle } from "../components/behaviours-script.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Search",
    description: "Search the Tidewire guides, API reference and blog, with field, prefix, fuzzy and phrase syntax.",
    path: "/search",
  });

/** The search page shows no build-time content: its first visit skips the behaviours script (components/behaviours-script.tsx). */
export const handle: BehavioursHandle = { behaviours: false };

export default function Search() {
  return <SearchResultsPage />;
}
