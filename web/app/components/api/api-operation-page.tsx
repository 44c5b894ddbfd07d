import type { ApiOperationRouteData } from "../../content/api-route.server.ts";
import { useOpenHashTarget } from "../../hooks/use-open-hash-target.ts";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { CopyPageButton } from "../copy-page-button.tsx";
import { DocsPager } from "../pager.tsx";
import { DocSidebar } from "../doc-sidebar.tsx";
import { StaticPartContent } from "../static-part.tsx";
import { UnmaintainedBanner } from "../unmaintained-banner.tsx";

/**
 * An operation or webhook of the API reference: sidebar, breadcrumbs, the reference text
 * (ApiOperationArticle) and a side column with request samples and examples
 * (ApiOperationExamples), both build-time HTML.
 */
export function ApiOperationPage({ view: page }: { view: ApiOperationRouteData }) {
  useOpenHashTarget();
  return (
    <div className="docs-layout">
      <DocSidebar items={page.sidebar} />
      <main id="main-content" tabIndex={-1} className="doc-main api-main">
        <div className="api-layout">
          <article className="api-article">
            {page.currentVersionLink && (
              <UnmaintainedBanner versionLabel={page.version.label} current={page.currentVersionLink} />
            )}
            <div className="doc-header-row">
              <Breadcrumbs items={page.breadcrumbs} />
              <CopyPageButton path={page.url} />
            </div>
            <StaticPartContent part={page.article} />
            <DocsPager {...page.pager} />
          </article>
          <aside className="api-examples" data-search-ignore="" aria-label="Examples">
            <StaticPartContent part={page.examples} className="api-examples__inner" />
          </aside>
        </div>
      </main>
    </div>
  );
}
