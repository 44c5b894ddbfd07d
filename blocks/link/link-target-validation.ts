import type { CustomValidator, ValidationContext } from "sanity";
import { getPublishedId, isOfflineCliValidation } from "../../web/app/lib/validation-context.ts";
import {
  headingAnchors,
  linkTargetProblem,
  type LinkableDocument,
  type LinkableSite,
} from "../../web/app/lib/link-target.ts";

/** API version of the link checks' queries (the one the other validators use). */
const API_VERSION = "2025-02-19";

/** How long the list of published pages is reused between checks, in ms: a body validates all its links at once. */
const SITE_TTL_MS = 10_000;
let cached: { at: number; site: Promise<LinkableSite> } | null = null;

const client = (context: ValidationContext) =>
  context.getClient({ apiVersion: API_VERSION }).withConfig({ perspective: "published" });

/** The published documents with a page and the versions, fetched at most every SITE_TTL_MS. */
function publishedSite(context: ValidationContext): Promise<LinkableSite> {
  if (!cached || Date.now() - cached.at > SITE_TTL_MS) {
    const site = client(context).fetch<LinkableSite>(`{
      "documents": *[_type in ["docPage", "blogPost", "page"] && defined(slug.current)]{
        _id, _type, slug, "version": version->{ status, pathSegment } },
      "versions": *[_type == "docVersion"]{ _id, status, pathSegment }
    }`);
    cached = { at: Date.now(), site };
    site.catch(() => (cached = null));
  }
  return cached.site;
}

/** The document being edited as the link check sees it, with its version's address facts; null when it has no page. */
function ownDocument(context: ValidationContext, site: LinkableSite): LinkableDocument | null {
  const document = context.document;
  if (!document || !["docPage", "blogPost", "page", "errorType"].includes(document._type)) return null;
  const versionRef = getPublishedId((document.version as { _ref?: string } | undefined)?._ref ?? "");
  const version = site.versions.find((v) => v._id === versionRef) ?? null;
  return { ...(document as LinkableDocument), version };
}

/**
 * Studio validator (use with `.warning()`) of a link's address: a site path must lead to a
 * published doc page, post or page, and an `#anchor` to one of its headings (link-target.ts
 * `linkTargetProblem`). A warning, as the page may be published next; the build refuses the
 * link if it is still broken then (scripts/build/content-links.ts).
 */
export const linkTarget: CustomValidator<string | undefined> = async (href, context) => {
  if (!href || isOfflineCliValidation(context)) return true;
  const site = await publishedSite(context);
  const own = ownDocument(context, site);
  const problem = await linkTargetProblem(href, own, site, (document) =>
    document === own
      ? Promise.resolve(context.document?.body)
      : client(context).fetch(`*[_id == $id][0].body`, { id: document._id }),
  );
  return problem ?? true;
};

/**
 * Studio validator (use with `.warning()`) of an internal link's section anchor: the referenced
 * doc page, as published, must have a heading with that anchor (lib/headings.ts).
 */
export const internalLinkAnchor: CustomValidator<string | undefined> = async (anchor, context) => {
  const ref = (context.parent as { reference?: { _ref?: string } } | undefined)?.reference?._ref;
  if (!anchor || !ref || isOfflineCliValidation(context)) return true;
  const body = await client(context).fetch<unknown>(`*[_id == $id][0].body`, { id: getPublishedId(ref) });
  return headingAnchors(body).has(anchor)
    ? true
    : `That page has no heading with the anchor "${anchor}": check the heading's text, which the anchor is made from.`;
};
