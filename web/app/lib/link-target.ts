import { assignHeadingAnchors, type TextBlock } from "./headings.ts";
import { listSitePaths, sitePathFor, type SiteLocatable, type VersionLocation } from "./site-paths.ts";
import { parseDocsRoute, splitSiteHref } from "./urls.ts";
import { versionStatus } from "./versions.ts";

/** A published doc page, blog post or page as the link check reads it. */
export interface LinkableDocument extends SiteLocatable {
  _id: string;
  version?: VersionLocation | null;
}

/** What the link check knows of the dataset: its documents with a page, and its versions. */
export interface LinkableSite {
  documents: LinkableDocument[];
  versions: { _id?: string; status?: string; pathSegment?: string }[];
}

/** The paths the site has whatever the content (the search page, blog lists, feeds), by lib/site-paths.ts. */
const FIXED_PATHS = new Set(
  listSitePaths({ pages: [], docs: [], posts: [], tags: [], blogPageCount: 1, api: [], errorTypes: [] }),
);

/** The anchors of a body's headings, as the site gives them (lib/headings.ts). */
export const headingAnchors = (body: unknown): Set<string> =>
  new Set(
    assignHeadingAnchors(Array.isArray(body) ? (body as TextBlock[]) : []).flatMap((block) =>
      block.anchor ? [block.anchor] : [],
    ),
  );

/** The document whose page is at `path`, if the dataset has one. */
export const documentAt = (site: LinkableSite, path: string): LinkableDocument | undefined =>
  site.documents.find((doc) => sitePathFor(doc, doc.version) === path);

/**
 * Where a site path that no document answers would have had to come from: a doc page
 * (`parseDocsRoute` reads it as one), a blog post (`/blog/<slug>` that is no list or feed) or a
 * page (`/<slug>`), so the editor can be told what is missing; null for paths the dataset's
 * documents do not decide (the API reference, the error catalogue, tags), which the build checks.
 */
function expectedKind(site: LinkableSite, path: string): "doc page" | "blog post" | "page" | null {
  if (FIXED_PATHS.has(path)) return null;
  const segments = path.split("/").filter(Boolean);
  if (segments[0] === "docs") {
    const versions = site.versions.flatMap((v) =>
      v.pathSegment ? [{ status: versionStatus(v), pathSegment: v.pathSegment }] : [],
    );
    return parseDocsRoute(segments.slice(1).join("/"), versions)?.kind === "doc" ? "doc page" : null;
  }
  if (segments[0] === "blog") return segments.length === 2 ? "blog post" : null;
  return segments.length === 1 && segments[0] !== "errors" ? "page" : null;
}

/**
 * The problem with where a site path or `#anchor` leads, as a sentence for the editor, or null when
 * it leads somewhere or the dataset's documents cannot tell (external links, the API reference:
 * the build checks every link against the rendered site). `site` holds the published documents;
 * `bodyOf(id)` gives a document's body for its heading anchors (lib/headings.ts); `own` is the
 * document the link is in (null for the announcement bar and site settings, which show on every page).
 */
export async function linkTargetProblem(
  href: string,
  own: LinkableDocument | null,
  site: LinkableSite,
  bodyOf: (document: LinkableDocument) => Promise<unknown>,
): Promise<string | null> {
  if (!href.startsWith("/") && !href.startsWith("#")) return null;
  const { path: hrefPath, hash: anchor } = splitSiteHref(href);
  let target: LinkableDocument | null | undefined = own;
  let path = own ? sitePathFor(own, own.version) : null;
  if (!href.startsWith("#")) {
    path = hrefPath;
    target = documentAt(site, path);
    if (!target) {
      const kind = expectedKind(site, path);
      return kind
        ? `No published ${kind} has the address ${path}: check the address, or publish that ${kind} first.`
        : null;
    }
  } else if (!target)
    return "This shows on every page, so an #anchor has no one page: link to a page path with the anchor.";
  if (!anchor) return null;
  return headingAnchors(await bodyOf(target)).has(anchor)
    ? null
    : `${path ?? "This page"} has no heading with the anchor "${anchor}": check the heading's text, which the anchor is made from.`;
}
