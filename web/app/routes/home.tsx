import { data } from "react-router";
import { StaticPartContent } from "../components/static-part.tsx";
import { loadHome } from "./home.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/home";
import { routeData } from "../content/build/route-dependencies.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const home = await routeData(request, loadHome);
  if (!home) throw data("The home page (a page with slug index) is missing", { status: 404 });
  return home;
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  loaded ? pageMeta({ title: loaded.page.title, description: loaded.page.description, path: "/" }) : [];

/** The home page; its content is build-time HTML (HomeContent). */
export default function Home({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="home">
      <StaticPartContent part={content} />
    </main>
  );
}
