import { createHash } from "node:crypto";
import type { InlineBlock } from "../../lib/inline-block.ts";
import type * as r from "../queries/query-results.ts";
import { getAnnouncement, getSiteSettings, getVersionFacts } from "../queries/site-content.server.ts";
import { sanitizeCmsHtml } from "../render/sanitize-html.server.ts";
import type { ChromeAnnouncement, SiteConfig, SiteFooter } from "./site-config.ts";

type Keyed = { _key?: string; children?: Keyed[] };
/** Portable Text without the `_key` of blocks and spans (React needs none for static text); link definitions keep theirs, which marks name. */
const withoutKeys = (nodes: Keyed[]): Keyed[] =>
  nodes.map(({ _key, children, ...node }) => ({ ...node, ...(children ? { children: withoutKeys(children) } : {}) }));

/**
 * The dismissal ID of a bar that has none (the Studio sets one on publish; an import or API write
 * may not): `announcement-` and 12 hex digits of the SHA-1 of its text and links, so a changed
 * text shows the bar again to readers who closed it (SPEC.md section 5).
 */
const derivedAnnouncementId = (content: InlineBlock[]): string =>
  `announcement-${createHash("sha1").update(JSON.stringify(content)).digest("hex").slice(0, 12)}`;

/** The announcement bar as the chrome shows it, with its dismissal ID (derived when it has none), or null when there is none. */
export async function getAnnouncementBar(): Promise<ChromeAnnouncement | null> {
  const announcement = await getAnnouncement();
  if (!announcement) return null;
  const { _id, id, content, ...rest } = announcement;
  const blocks = withoutKeys(content as Keyed[]) as InlineBlock[];
  return { ...rest, id: id ?? derivedAnnouncementId(blocks), content: blocks };
}

/** Site settings, the announcement bar's dismissal ID and versions, bundled into the client at build time. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const [{ _id, tagline, footer, ...settings }, announcement, versions] = await Promise.all([
    getSiteSettings(),
    getAnnouncementBar(),
    getVersionFacts(),
  ]);
  const version = ({ _id, ...rest }: r.DocVersion) => rest;
  return {
    settings,
    announcementId: announcement?.enabled ? announcement.id : null,
    versions: versions.all.map(version),
    currentVersion: version(versions.current),
  };
}

/** The footer's settings with its copyright HTML sanitised (sanitize-html), and the site title. */
export async function getSiteFooter(): Promise<SiteFooter> {
  const { footer, title } = await getSiteSettings();
  return { footer: { ...footer, copyright: footer.copyright ? sanitizeCmsHtml(footer.copyright) : null }, title };
}
