import { PortableTextBody } from "../components/portable-text-body.tsx";
import type { StaticHtml } from "../lib/static-html.ts";
import { getBlogPosts, getPage } from "./content.server.ts";
import type { BlogPostSummary, Page } from "./query-results.ts";
import { renderStaticHtml } from "./render-static-html.server.tsx";

/** What a standalone page's route carries: its facts, hero and cards, and its body as build-time HTML. */
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

/** What the home page carries: the `index` page and the three latest posts. */
export interface HomeRouteData extends PageRouteData {
  latestPosts: BlogPostSummary[];
}

/** The home page's data, or null when the dataset has no page with slug `index`. */
export async function loadHome(): Promise<HomeRouteData | null> {
  const [page, posts] = await Promise.all([loadPage("index"), getBlogPosts()]);
  return page && { ...page, latestPosts: posts.slice(0, 3) };
}
