import type { InlineBlock } from "../../lib/inline-block.ts";
import type * as r from "../queries/query-results.ts";
import { getAnnouncement, getSiteSettings, getVersionFacts } from "../queries/site-content.server.ts";
import { sanitizeCmsHtml } from "../render/sanitize-html.server.ts";
import type { SiteConfig } from "./site-config.ts";

type Keyed = { _key?: string; children?: Keyed[] };
/** Portable Text without the `_key` of blocks and spans (React needs none for static text); link definitions keep theirs, which marks name. */
const withoutKeys = (nodes: Keyed[]): Keyed[] =>
  nodes.map(({ _key, children, ...node }) => ({ ...node, ...(children ? { children: withoutKeys(children) } : {}) }));

/** Site settings, announcement bar and versions, bundled into the client at build time. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const [{ _id, tagline, ...settings }, announcement, versions] = await Promise.all([
    getSiteSettings(),
    getAnnouncement(),
    getVersionFacts(),
  ]);
  const footer = {
    ...settings.footer,
    copyright: settings.footer.copyright ? sanitizeCmsHtml(settings.footer.copyright) : null,
  };
  const version = ({ _id, ...rest }: r.DocVersion) => rest;
  const chromeAnnouncement =
    announcement &&
    (({ _id, content, ...rest }) => ({ ...rest, content: withoutKeys(content as Keyed[]) as InlineBlock[] }))(
      announcement,
    );
  return {
    settings: { ...settings, footer },
    announcement: chromeAnnouncement,
    versions: versions.all.map(version),
    currentVersion: version(versions.current),
  };
}
