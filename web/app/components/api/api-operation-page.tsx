import type { ApiOperationRouteData } from "../../content/views/api-view.ts";
import { useOpenHashTarget } from "../../hooks/use-open-hash-target.ts";
import { DocsPager } from "../pager.tsx";
import { StaticPartContent } from "../static-part.tsx";
import { DocArticleHeader, DocsFrame } from "../docs-frame.tsx";

/** The id of the examples column, which the local skip link leads to. */
const EXAMPLES_ID = "api-examples";

/**
 * An operation or webhook of the API reference: sidebar, breadcrumbs, the reference text
 * (ApiOperationArticle) and a side column with request samples and examples
 * (ApiOperationExamples), both build-time HTML, then the Previous/Next pager: under the reference
 * text beside the side column, and after the examples where the columns stack. A skip link, the
 * first stop of the main content, jumps to the samples.
 */
export function ApiOperationPage({ view: page }: { view: ApiOperationRouteData }) {
  useOpenHashTarget();
  return (
    <DocsFrame sidebar={page.sidebar} mainClassName="doc-main api-main">
      <div className="api-layout">
        <article className="api-article">
          {/* The reference text holds dozens of links and controls before the samples (WCAG 2.4.1 Bypass Blocks). */}
          <a className="skip-link skip-link--local" href={`#${EXAMPLES_ID}`}>
            Skip to request and response samples
          </a>
          <DocArticleHeader
            version={page.version}
            currentVersionLink={page.currentVersionLink}
            breadcrumbs={page.breadcrumbs}
            url={page.url}
          />
          <StaticPartContent part={page.article} />
        </article>
        <aside id={EXAMPLES_ID} tabIndex={-1} className="api-examples" data-search-ignore="" aria-label="Examples">
          <StaticPartContent part={page.examples} className="api-examples__inner" />
        </aside>
        {/* After the examples, so where the columns stack (below 1280 px) the samples come before it. */}
        <DocsPager {...page.pager} />
      </div>
    </DocsFrame>
  );
}
