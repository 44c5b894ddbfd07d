import { useEffect, useState } from "react";
import { useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import { sitePathFor, type VersionLocation } from "../../web/app/lib/site-paths.ts";
import { resolveSiteOrigin, siteUrlFor } from "../lib/site-url.ts";

/** Document types that have a page of their own on the site. */
export const SITE_PAGE_TYPES = new Set(["docPage", "blogPost", "page"]);

/** Read at build time: Sanity's Vite config exposes SANITY_STUDIO_* variables on import.meta.env. */
const ENV_SITE_URL = (import.meta.env?.SANITY_STUDIO_SITE_URL as string | undefined) || undefined;

/**
 * Loads the published Site settings URL and, for a doc page, its published version's status and
 * path segment. Resolves to nulls while loading or when missing.
 */
function useSiteLocation(versionRef: string | undefined): {
  settingsUrl: string | null;
  version: VersionLocation | null;
} {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [state, setState] = useState<{ settingsUrl: string | null; version: VersionLocation | null }>({
    settingsUrl: null,
    version: null,
  });
  useEffect(() => {
    let cancelled = false;
    client
      .fetch<{ settingsUrl: string | null; version: VersionLocation | null }>(
        `{ "settingsUrl": *[_id == "siteSettings"][0].url, "version": *[_id == $versionRef][0]{ status, pathSegment } }`,
        { versionRef: versionRef ?? "" },
        { perspective: "published" },
      )
      .then((result) => !cancelled && setState(result))
      .catch(() => !cancelled && setState({ settingsUrl: null, version: null }));
    return () => {
      cancelled = true;
    };
  }, [client, versionRef]);
  return state;
}

/**
 * "Open on site": opens the published page in a new tab. The address comes from the published
 * document (drafts are not on the site), its version for doc pages, and the production URL
 * (SANITY_STUDIO_SITE_URL, else Site settings → Production URL). Disabled, with the reason as
 * its tooltip, when the document is not published or an address part is missing.
 */
export const OpenOnSiteAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const published = props.published as {
    _type: string;
    slug?: { current?: string };
    version?: { _ref?: string };
  } | null;
  const { settingsUrl, version } = useSiteLocation(published?.version?._ref);
  const origin = resolveSiteOrigin(ENV_SITE_URL, settingsUrl);
  const url = published ? siteUrlFor(origin, sitePathFor(published, version)) : null;
  const reason = !published
    ? "Publish first: drafts are not on the site."
    : !origin
      ? "Set the Production URL in Settings → Site settings."
      : !url
        ? "The published version has no address yet: check its slug and version."
        : props.draft
          ? `Opens the published page ${url}. Your unpublished changes are not on it yet: publish, and the page updates in 5 to 15 seconds.`
          : `Opens ${url} in a new tab.`;
  return {
    label: "Open on site",
    title: reason,
    disabled: !url,
    onHandle: () => {
      if (url) window.open(url, "_blank", "noopener,noreferrer");
      props.onComplete();
    },
  };
};
OpenOnSiteAction.displayName = "OpenOnSiteAction";
