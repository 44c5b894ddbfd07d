import { data } from "react-router";
import { PortableTextBody } from "../components/portable-text-body.tsx";
import { getPage } from "../content/content.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { pageUrl } from "../lib/urls.ts";
import type { Route } from "./+types/page";

export async function loader({ params }: Route.LoaderArgs) {
  const page = params.slug === "index" ? null : await getPage(params.slug);
  if (!page) throw data("Not found", { status: 404 });
  return { page };
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded ? pageMeta({ title: loaded.page.title, description: loaded.page.description, path: pageUrl(loaded.page.slug) }) : [];

export default function StandalonePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="container page-main">
      <article className="markdown standalone-page">
        <h1>{page.title}</h1>
        <PortableTextBody value={page.body} />
      </article>
    </main>
  );
}
