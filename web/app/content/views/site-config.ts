import type { InlineBlock } from "../../lib/inline-block.ts";
import type * as r from "../queries/query-results.ts";

/**
 * The announcement bar as the chrome reads it: its text's blocks, spans and link definitions
 * without document keys, and the ID a reader's dismissal is stored under (SPEC.md section 5).
 */
export type ChromeAnnouncement = Omit<NonNullable<r.Announcement>, "_id" | "id" | "content"> & {
  id: string;
  content: InlineBlock[];
};

/**
 * Everything the site chrome's code needs on every page, including the 404 page. It is bundled
 * into every page's code, so it holds only what that code reads: no document ids, and neither the
 * footer nor the announcement bar's text, which are rendered at build time only (SiteFooter,
 * ChromeAnnouncement; components/chrome-part.tsx).
 */
export interface SiteConfig {
  settings: Omit<r.SiteSettings, "_id" | "tagline" | "footer">;
  /** The dismissal ID of the enabled announcement bar (the head script stores a reader's close under it), or null. */
  announcementId: string | null;
  /** Every version, current first. */
  versions: Omit<r.DocVersion, "_id">[];
  currentVersion: Omit<r.DocVersion, "_id">;
}

/** What the footer is rendered from at build time: its settings, `copyright` as sanitised HTML, and the site title. */
export interface SiteFooter {
  footer: r.SiteSettings["footer"];
  title: string;
}
