import { SearchResultsPage } from "../components/search/search-results-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta({ title: "Search", description: "Search the Tidewire guides, API reference and blog, with field, prefix, fuzzy and phrase syntax.", path: "/search" });

export default function Search() {
  return <SearchResultsPage />;
}
