import type { ApiOperationRouteData } from "../../content/views/api-view.ts";
import { useOpenHashTarget } from "../../hooks/use-open-hash-target.ts";
import { DocsPager } from "../pager.tsx";
import { StaticPartContent } from "../static-part.tsx";
import { DocArticleHeader, DocsFrame } from "../docs-frame.tsx";

/**
 * An operation or webhook of the API reference: sidebar, breadcrumbs, the reference text
 * (ApiOperationArticle) and a side column with request samples and examples
 * (ApiOperationExamples), both build-time HTML, then the Previous/Next pager: under the reference
 * text beside the side column, and after the examples where the columns stack.
 */
export function ApiOperationPage({ view: page }: { view: ApiOperationRouteData }) {
  useOpenHashTarget();
  return (
    <DocsFrame sidebar={page.sidebar} mainClassName="doc-main api-main">
      <div className="api-layout">
        <article className="api-article">
          <DocArticleHeader
            version={page.version}
            currentVersionLink={page.currentVersionLink}
            breadcrumbs={page.breadcrumbs}
            url={page.url}
          />
          <StaticPartContent part={page.article} />
        </article>
        <aside className="api-examples" data-search-ignore="" aria-label="Examples">
          <StaticPartContent part={page.examples} className="api-examples__inner" />
        </aside>
        {/* After the examples, so where the columns stack (below 1280 px) the samples come before it. */}
        <DocsPager {...page.pager} />
      </div>
    </DocsFrame>
  );
}
