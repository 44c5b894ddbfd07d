import { docUrl } from "../../web/app/lib/urls.ts";
import { versionStatus } from "../../web/app/lib/versions.ts";

/**
 * The production address of the site without a trailing slash: `SANITY_STUDIO_SITE_URL` when set
 * (a staging Studio can point at a staging site), else the Site settings' Production URL.
 * Returns null when neither is an http(s) URL.
 */
export function resolveSiteOrigin(envUrl: string | undefined, settingsUrl: string | undefined | null): string | null {
  for (const candidate of [envUrl, settingsUrl]) {
    if (candidate && /^https?:\/\/[^/]/.test(candidate)) return candidate.replace(/\/+$/, "");
  }
  return null;
}

/** `origin` + `path`, or null when either is missing. */
export function siteUrlFor(origin: string | null, path: string | null): string | null {
  return origin && path ? `${origin}${path}` : null;
}

/**
 * The list subtitle of a doc page: the site path first (lists cut long subtitles, and the path is
 * what tells pages apart), then the version with its status and the category, e.g.
 * `/docs/api-docs/payments · 2.0 (current) · Guides`. Missing parts are named so editors see what
 * to fill in.
 */
export function docPageSubtitle({
  slug,
  version,
  status,
  pathSegment,
  category,
}: {
  slug?: string;
  version?: string;
  status?: string;
  pathSegment?: string;
  category?: string;
}): string {
  const versionText = version ? `${version}${status ? ` (${status})` : ""}` : "no version";
  const path =
    slug && status && pathSegment
      ? docUrl({ status: versionStatus({ status }), pathSegment }, slug)
      : slug
        ? `…/${slug}`
        : "no slug";
  return [path, versionText, category].filter(Boolean).join(" · ");
}
