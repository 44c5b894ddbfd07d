import type { ApiChangesRouteData } from "../../content/views/docs-view.ts";
import { ArticleWithToc } from "../article-with-toc.tsx";
import { StaticPartContent } from "../static-part.tsx";

/** The API changes page between two versions, beside its contents (the API groups); its content is build-time HTML (ApiChangesContent). */
export function ApiChangesPage({ view }: { view: ApiChangesRouteData }) {
  return (
    <main id="main-content" tabIndex={-1} className="container api-group-page api-changes">
      {/* The content starts with the page's title, so the contents are a column only, from 1201 px. */}
      <ArticleWithToc toc={view.toc} collapsible={false}>
        <StaticPartContent part={view.content} />
      </ArticleWithToc>
    </main>
  );
}
