import siteConfig from "virtual:site-config";
import { StaticPartContent } from "../components/static-part.tsx";
import { loadErrorCatalogue } from "./error-catalogue.server.ts";
import { routeData } from "../content/build/route-dependencies.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/error-catalogue";

/** `/errors`: the error catalogue, one row per problem type (docs/decisions/0006-error-catalogue-pages.md). */
export const loader = ({ request }: Route.LoaderArgs) => routeData(request, loadErrorCatalogue);

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({
        title: loaded.title,
        description: loaded.description,
        path: loaded.url,
        markdown: true,
        search: { version: siteConfig.currentVersion.name, context: "api" },
      })
    : [];

export default function ErrorCataloguePage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="container page-main">
      <article className="markdown standalone-page error-catalogue-page">
        <h1>{title}</h1>
        <StaticPartContent part={content} />
      </article>
    </main>
  );
}
