import type { DocRouteData } from "../content/views/docs-view.ts";
import { DocsPager } from "./pager.tsx";
import { isCurrentVersion } from "../lib/versions.ts";
import { EditorHandbookBanner } from "./editor-handbook-banner.tsx";
import { StaticPartContent } from "./static-part.tsx";
import { TOC } from "./toc.tsx";
import { TOCCollapsible } from "./toc-collapsible.tsx";
import { DocArticleHeader, DocsFrame } from "./docs-frame.tsx";

/**
 * A guide, intro or editor handbook page: sidebar, breadcrumbs, title, body (build-time HTML), pager and
 * table of contents (a column on wide screens, a disclosure above the body on narrower ones).
 */
export function DocPageContent({ view }: { view: DocRouteData }) {
  const { page } = view;
  return (
    <DocsFrame sidebar={view.sidebar} mainClassName="doc-main">
      <div className={`doc-main__inner${view.toc.length > 0 ? " doc-main__inner--with-toc" : ""}`}>
        <article className="doc-article">
          <DocArticleHeader
            banner={view.editorHandbook ? <EditorHandbookBanner /> : undefined}
            version={page.version}
            currentVersionLink={view.currentVersionLink}
            breadcrumbs={view.breadcrumbs}
            url={view.url}
          />
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
    </DocsFrame>
  );
}
