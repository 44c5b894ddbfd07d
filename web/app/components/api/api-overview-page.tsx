import type { ApiOverviewRouteData } from "../../content/views/api-view.ts";
import { CopyPageButton } from "../copy-page-button.tsx";
import { ArticleWithToc } from "../article-with-toc.tsx";
import { StaticPartContent } from "../static-part.tsx";
import { UnmaintainedBanner } from "../unmaintained-banner.tsx";

/**
 * A version's API reference overview (no sidebar): the unmaintained banner on older versions, Copy
 * page, and the build-time HTML of ApiOverviewContent beside its contents.
 */
export function ApiOverviewPage({ view }: { view: ApiOverviewRouteData }) {
  return (
    <main id="main-content" tabIndex={-1} className="container api-group-page api-overview">
      {view.currentVersionLink && (
        <UnmaintainedBanner versionLabel={view.version.label} current={view.currentVersionLink} />
      )}
      {/* The content starts with the page's title and an index of the groups, so the contents are a column only, from 1201 px. */}
      <ArticleWithToc
        toc={view.toc}
        collapsible={false}
        header={
          <div className="doc-header-row api-overview__header">
            <CopyPageButton path={view.url} />
          </div>
        }
      >
        <StaticPartContent part={view.content} />
      </ArticleWithToc>
    </main>
  );
}
