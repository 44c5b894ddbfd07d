import type { DocRouteData } from "../content/views/docs-view.ts";
import { DocsPager } from "./pager.tsx";
import { isCurrentVersion } from "../lib/versions.ts";
import { EditorHandbookBanner } from "./editor-handbook-banner.tsx";
import { StaticPartContent } from "./static-part.tsx";
import { ArticleWithToc } from "./article-with-toc.tsx";
import { DocArticleHeader, DocsFrame } from "./docs-frame.tsx";

/**
 * A guide, intro or editor handbook page: sidebar, breadcrumbs, title, body (build-time HTML), pager and
 * table of contents (a column on wide screens, a disclosure above the body on narrower ones).
 */
export function DocPageContent({ view }: { view: DocRouteData }) {
  const { page } = view;
  return (
    <DocsFrame sidebar={view.sidebar} mainClassName="doc-main">
      <ArticleWithToc
        toc={view.toc}
        header={
          <>
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
          </>
        }
      >
        <StaticPartContent part={view.body} className="markdown" />
        <DocsPager {...view.pager} />
      </ArticleWithToc>
    </DocsFrame>
  );
}
