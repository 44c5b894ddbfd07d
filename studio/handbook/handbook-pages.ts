import { EDITOR_HANDBOOK_SIDEBAR } from "../../web/app/lib/editor-handbook.ts";
import { sitePathFor, type VersionLocation } from "../../web/app/lib/site-paths.ts";
import { splitSiteHref } from "../../web/app/lib/urls.ts";

/**
 * The editor handbook as the Studio's Handbook tool reads it: the published doc pages of the
 * handbook sidebar (editor-handbook.ts), the same documents the site serves under the docs, so
 * the handbook is written once and read where editors work.
 */

/** A handbook page as HANDBOOK_QUERY returns it. */
export interface HandbookPage {
  _id: string;
  _type: "docPage";
  title: string | null;
  slug: { current?: string } | null;
  description: string | null;
  position: number | null;
  version: (VersionLocation & { order?: number | null }) | null;
  body: unknown[] | null;
}

/**
 * The address of an image of a handbook page: its asset's `url` (HANDBOOK_QUERY puts it in
 * `assetUrl`), which is a Sanity CDN URL in a Sanity project and a site path (`/images/…`) in the
 * compiled dataset, made absolute with the site's `origin`. Null when there is none.
 */
export function handbookImageUrl(value: { assetUrl?: unknown }, origin: string | null): string | null {
  const url = typeof value.assetUrl === "string" ? value.assetUrl : null;
  if (!url) return null;
  if (url.startsWith("/")) return origin ? `${origin}${url}` : null;
  return /^https:\/\//.test(url) ? url : null;
}

/** Parameters of HANDBOOK_QUERY. */
export const HANDBOOK_PARAMS = { sidebar: EDITOR_HANDBOOK_SIDEBAR };

/** Every published page of the handbook sidebar, in any version. */
export const HANDBOOK_QUERY = `*[_type == "docPage" && sidebar == $sidebar && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{
  _id, _type, title, slug, description, position,
  "version": version->{ status, pathSegment, order },
  "body": body[]{ ..., _type == "accessibleImage" => { "assetUrl": asset->url } }
}`;

/**
 * The pages the tool shows: those of the newest version that has handbook pages (lowest version
 * `order`, the version menu's order), by sidebar position, then title.
 */
export function handbookContents(pages: HandbookPage[]): HandbookPage[] {
  const order = (page: HandbookPage) => page.version?.order ?? Number.MAX_SAFE_INTEGER;
  const newest = Math.min(...pages.map(order));
  return pages
    .filter((page) => order(page) === newest)
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        (a.title ?? "").localeCompare(b.title ?? ""),
    );
}

/**
 * Where a link of a handbook page leads in the tool: another handbook page (by its site address,
 * or by the `_id` an internal link references) opens in the tool; any other site path opens on
 * the site (`origin` + path, or the bare path when the site's address is unknown); other
 * addresses stay as they are.
 */
export function handbookLink(
  link: { href?: string; ref?: string },
  pages: HandbookPage[],
  origin: string | null,
): { page: string } | { url: string } | { document: string } {
  if (link.ref) return pages.some((page) => page._id === link.ref) ? { page: link.ref } : { document: link.ref };
  const href = link.href ?? "";
  if (!href.startsWith("/")) return { url: href };
  const { path } = splitSiteHref(href);
  const target = pages.find((page) => sitePathFor({ ...page, slug: page.slug ?? undefined }, page.version) === path);
  return target ? { page: target._id } : { url: `${origin ?? ""}${href}` };
}
