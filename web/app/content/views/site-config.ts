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
 * Everything the site chrome needs on every page, including the 404 page. `footer.copyright` is
 * sanitised HTML. It is bundled into every page's code, so it holds only what the chrome reads:
 * no document ids, no Portable Text keys beyond the link definitions marks refer to.
 */
export interface SiteConfig {
  settings: Omit<r.SiteSettings, "_id" | "tagline">;
  announcement: ChromeAnnouncement | null;
  /** Every version, current first. */
  versions: Omit<r.DocVersion, "_id">[];
  currentVersion: Omit<r.DocVersion, "_id">;
}
