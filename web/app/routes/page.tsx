import { data } from "react-router";
import { StaticPartContent } from "../components/static-part.tsx";
import { loadPage } from "../content/page-route.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { pageUrl } from "../lib/urls.ts";
import type { Route } from "./+types/page";
import { routeData } from "../content/route-dependencies.server.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = params.slug === "index" ? null : await routeData(request, () => loadPage(params.slug));
  if (!loaded) throw data("Not found", { status: 404 });
  return loaded;
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({ title: loaded.page.title, description: loaded.page.description, path: pageUrl(loaded.page.slug) })
    : [];

export default function StandalonePage({ loaderData: { page, body } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="container page-main">
      <article className="markdown standalone-page">
        <h1>{page.title}</h1>
        <StaticPartContent part={body} />
      </article>
    </main>
  );
}
