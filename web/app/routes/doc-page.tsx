import { data } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { DocPaginator } from "../components/doc-paginator.tsx";
import { DocSidebar } from "../components/doc-sidebar.tsx";
import { PortableTextBody } from "../components/portable-text-body.tsx";
import { TOCItems } from "../components/toc-items.tsx";
import { UnmaintainedBanner } from "../components/unmaintained-banner.tsx";
import { getDocPageView } from "../content/content.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/doc-page";

export async function loader({ params }: Route.LoaderArgs) {
  const view = await getDocPageView(params["*"] ?? "");
  if (!view) throw data("Not found", { status: 404 });
  return { ...view, versionName: view.page.version.name };
}

export const meta = ({ loaderData: view }: Route.MetaArgs) =>
  view ? pageMeta({ title: view.page.title, description: view.page.description, path: view.url }) : [];

export default function DocPage({ loaderData: view }: Route.ComponentProps) {
  const { page } = view;
  return (
    <div className="docs-layout">
      <DocSidebar items={view.sidebar} />
      <main id="main-content" tabIndex={-1} className="doc-main">
        <div className="doc-main__inner">
          <article className="doc-article">
            {view.currentVersionLink && <UnmaintainedBanner versionLabel={page.version.label} current={view.currentVersionLink} />}
            <Breadcrumbs items={view.breadcrumbs} />
            {page.version.status !== "current" && <span className="badge">Version {page.version.label}</span>}
            <h1>{page.title}</h1>
            <div className="markdown">
              <PortableTextBody value={page.body} />
            </div>
            <DocPaginator {...view.pager} />
          </article>
          {view.toc.length > 0 && (
            <div className="doc-toc">
              <TOCItems toc={view.toc} />
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
