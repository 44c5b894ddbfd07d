import type { HomeRouteData } from "../content/views/page-view.ts";
import { getPage } from "../content/views/pages.server.ts";
import { staticPart } from "../lib/static-part.ts";

/** The home page (the page with slug `index`, with the three latest posts), or null when the dataset has none. */
export async function loadHome(): Promise<HomeRouteData | null> {
  const page = await getPage("index");
  if (!page) return null;
  return { page: { title: page.title, description: page.description }, content: staticPart("home", {}) };
}
