import type { PageRouteData } from "../content/views/page-view.ts";
import { extractToc, type TextBlock } from "../lib/headings.ts";
import { staticPart } from "../lib/static-part.ts";
import { getPage } from "../content/views/pages.server.ts";

/** The standalone page with `slug` (`index` is the home page), or null when none has that slug. */
export async function loadPage(slug: string): Promise<PageRouteData | null> {
  const page = await getPage(slug);
  if (!page) return null;
  const { body, ...rest } = page;
  return { page: rest, body: staticPart("page-body", { slug }), toc: extractToc((body ?? []) as TextBlock[]) };
}
