import { staticPart, type StaticPart } from "../lib/static-part.ts";
import { getPage } from "./pages.server.ts";
import type { Page } from "./query-results.ts";

/** What a standalone page's route carries: its facts and hero; its body is a static part. */
export interface PageRouteData {
  page: Omit<Page, "body">;
  body: StaticPart<"page-body">;
}

/** The standalone page with `slug` (`index` is the home page), or null when none has that slug. */
export async function loadPage(slug: string): Promise<PageRouteData | null> {
  const page = await getPage(slug);
  if (!page) return null;
  const { body, ...rest } = page;
  return { page: rest, body: staticPart("page-body", { slug }) };
}

/** What the home page carries: its title and description for meta tags; its content is a static part. */
export interface HomeRouteData {
  page: Pick<Page, "title" | "description">;
  content: StaticPart<"home">;
}

/** The home page (the page with slug `index`, with the three latest posts), or null when the dataset has none. */
export async function loadHome(): Promise<HomeRouteData | null> {
  const page = await getPage("index");
  if (!page) return null;
  return { page: { title: page.title, description: page.description }, content: staticPart("home", {}) };
}
