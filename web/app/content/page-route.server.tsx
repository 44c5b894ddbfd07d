import { HomeContent } from "../components/home-content.tsx";
import { PortableTextBody } from "../components/portable-text-body.tsx";
import type { StaticHtml } from "../lib/static-html.ts";
import { getBlogPosts, getVersionFacts } from "./content.server.ts";
import { getPage } from "./pages.server.ts";
import type { Page } from "./query-results.ts";
import { renderStaticHtml } from "./render-static-html.server.tsx";

/** What a standalone page's route carries: its facts and hero, and its body as build-time HTML. */
export interface PageRouteData {
  page: Omit<Page, "body">;
  body: StaticHtml;
}

/** The standalone page with `slug` (`index` is the home page), or null when none has that slug. */
export async function loadPage(slug: string): Promise<PageRouteData | null> {
  const page = await getPage(slug);
  if (!page) return null;
  const { body, ...rest } = page;
  return { page: rest, body: renderStaticHtml(<PortableTextBody value={body} />, "body-") };
}

/** What the home page carries: its title and description for meta tags, and its content as build-time HTML. */
export interface HomeRouteData {
  page: Pick<Page, "title" | "description">;
  content: StaticHtml;
}

/** The home page (the page with slug `index`, with the three latest posts), or null when the dataset has none. */
export async function loadHome(): Promise<HomeRouteData | null> {
  const [page, posts, versions] = await Promise.all([getPage("index"), getBlogPosts(), getVersionFacts()]);
  if (!page) return null;
  return { page: { title: page.title, description: page.description }, content: renderStaticHtml(<HomeContent page={page} latestPosts={posts.slice(0, 3)} currentVersion={versions.current} />, "home-") };
}
