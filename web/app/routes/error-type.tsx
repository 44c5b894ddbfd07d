import siteConfig from "virtual:site-config";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { ArticleWithToc } from "../components/article-with-toc.tsx";
import { StaticPartContent } from "../components/static-part.tsx";
import { loadErrorType } from "./error-type.server.ts";
import { pageData } from "./page-data.server.ts";
import { ERROR_CATALOGUE_TITLE } from "../errors/error-catalogue.ts";
import { errorCatalogueUrl } from "../lib/urls.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/error-type";

/**
 * `/errors/<type>`: the page of one problem type, at the address the API returns as the problem's
 * `type` (docs/decisions/0006-error-catalogue-pages.md).
 */
export const loader = ({ params, request }: Route.LoaderArgs) => pageData(request, () => loadErrorType(params.type));

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({
        title: `${loaded.title} (${loaded.status} ${loaded.type})`,
        description: loaded.description,
        path: loaded.url,
        markdown: true,
        search: { version: siteConfig.currentVersion.name, context: "api" },
      })
    : [];

export default function ErrorTypePage({ loaderData: { title, content, toc } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="container page-main">
      <ArticleWithToc
        toc={toc}
        className="markdown standalone-page error-type-page"
        header={
          <>
            <Breadcrumbs items={[{ label: ERROR_CATALOGUE_TITLE, href: errorCatalogueUrl }, { label: title }]} />
            <h1>{title}</h1>
          </>
        }
      >
        <StaticPartContent part={content} />
      </ArticleWithToc>
    </main>
  );
}
