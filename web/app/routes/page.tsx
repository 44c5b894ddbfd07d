import { ArticleWithToc } from "../components/article-with-toc.tsx";
import { StaticPartContent } from "../components/static-part.tsx";
import { loadPage } from "./page.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { pageUrl } from "../lib/urls.ts";
import type { Route } from "./+types/page";
import { pageData } from "./page-data.server.ts";

// The home page's document (slug `index`) is served at `/` only (lib/urls.ts `pageUrl`).
export const loader = ({ params, request }: Route.LoaderArgs) =>
  pageData(request, async () => (params.slug === "index" ? null : loadPage(params.slug)));

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({
        title: loaded.page.title,
        description: loaded.page.description,
        path: pageUrl(loaded.page.slug),
        markdown: true,
      })
    : [];

export default function StandalonePage({ loaderData: { page, body, toc } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="container page-main">
      <ArticleWithToc toc={toc} className="markdown standalone-page" header={<h1>{page.title}</h1>}>
        <StaticPartContent part={body} />
      </ArticleWithToc>
    </main>
  );
}
