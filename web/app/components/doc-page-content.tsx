import type { DocRouteData } from "../content/docs-route.server.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { CopyPageButton } from "./copy-page-button.tsx";
import { DocsPager } from "./pager.tsx";
import { DocSidebar } from "./doc-sidebar.tsx";
import { isCurrentVersion } from "../lib/versions.ts";
import { EditorHandbookBanner } from "./editor-handbook-banner.tsx";
import { StaticPartContent } from "./static-part.tsx";
import { TOC } from "./toc.tsx";
import { TOCCollapsible } from "./toc-collapsible.tsx";
import { UnmaintainedBanner } from "./unmaintained-banner.tsx";

/**
 * A guide, intro or editor handbook page: sidebar, breadcrumbs, title, body (build-time HTML), pager and
 * table of contents (a column on wide screens, a disclosure above the body on narrower ones).
 */
export function DocPageContent({ view }: { view: DocRouteData }) {
  const { page } = view;
  return (
    <div className="docs-layout">
      <DocSidebar items={view.sidebar} />
      <main id="main-content" tabIndex={-1} className="doc-main">
        <div className={`doc-main__inner${view.toc.length > 0 ? " doc-main__inner--with-toc" : ""}`}>
          <article className="doc-article">
            {view.editorHandbook ? (
              <EditorHandbookBanner />
            ) : (
              view.currentVersionLink && (
                <UnmaintainedBanner versionLabel={page.version.label} current={view.currentVersionLink} />
              )
            )}
            <div className="doc-header-row">
              <Breadcrumbs items={view.breadcrumbs} />
              <CopyPageButton path={view.url} />
            </div>
            {!isCurrentVersion(page.version) && !view.editorHandbook && (
              <span className="badge">Version {page.version.label}</span>
            )}
            <h1>{page.title}</h1>
            <TOCCollapsible toc={view.toc} />
            <StaticPartContent part={view.body} className="markdown" />
            <DocsPager {...view.pager} />
          </article>
          {view.toc.length > 0 && (
            <div className="doc-toc" data-search-ignore="">
              <TOC toc={view.toc} />
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
