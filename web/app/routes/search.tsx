import { SearchResultsPage } from "../components/search/search-results-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => [...pageMeta({ title: "Search", description: "Search the Tidewire guides, API reference and blog.", path: "/search" }), { name: "robots", content: "noindex" }];

export default function Search() {
  return <SearchResultsPage />;
}
