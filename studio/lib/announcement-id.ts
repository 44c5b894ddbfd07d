import { portableTextToPlain } from "../../blocks/plain-text.ts";

/**
 * The announcement bar's ID, which editors never type: a changed ID shows the bar again to readers
 * who had closed it (SPEC.md section 5: "a changed bar id resets the dismissal"), so the Studio
 * sets it when an editor publishes changed text with "Show again to readers who closed it" on.
 */

/** The announcement fields that decide its ID, as the Studio holds a draft or published version. */
export interface AnnouncementFields {
  id?: string;
  content?: unknown;
  /** "Show again to readers who closed it"; absent counts as on, and a publish clears it (schemas/announcementBar.ts). */
  showAgain?: boolean;
}

/**
 * Link targets of Portable Text blocks (every `href` of link annotations), so a changed link
 * counts as changed content even when the text stays the same.
 */
function portableTextLinks(blocks: unknown): string {
  if (!Array.isArray(blocks)) return "";
  return blocks
    .flatMap((block) => ((block as { markDefs?: { href?: string }[] }).markDefs ?? []).map((def) => def.href ?? ""))
    .join(" ");
}

/**
 * True when the announcement's text or links differ between `before` and `after` (colours and
 * switches do not count: readers who closed the bar need not see it again for those).
 */
export function announcementContentChanged(before: unknown, after: unknown): boolean {
  return (
    portableTextToPlain(before) !== portableTextToPlain(after) || portableTextLinks(before) !== portableTextLinks(after)
  );
}

/** A new ID from the publish time, `announcement-YYYYMMDD-HHMMSS` (UTC): readable, and new on every publish. */
export const announcementIdAt = (date: Date): string =>
  `announcement-${date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)}`;

/**
 * The ID the announcement should be published with, or null to keep the draft's: a new ID when
 * the bar has none yet, or when its text or links changed since `published` and `showAgain` is
 * not off (a typo fix with the switch off keeps the ID, so readers who closed the bar are not
 * shown it again). `now` is the publish time.
 */
export function announcementIdOnPublish(
  published: AnnouncementFields | null,
  draft: AnnouncementFields | null,
  now: Date,
): string | null {
  if (!draft) return null;
  if (!draft.id) return published?.id && draft.showAgain === false ? published.id : announcementIdAt(now);
  if (!published || draft.showAgain === false) return null;
  return announcementContentChanged(published.content, draft.content) ? announcementIdAt(now) : null;
}

/**
 * The patch a publish of `draft` makes first (Sanity patch operations, applied to the draft before
 * it is published): the new `id` from announcementIdOnPublish, and `showAgain` unset when it was
 * off, so turning it off for a typo fix applies to that publish only and the next real change
 * shows the bar again. Empty when nothing changes.
 */
export function announcementPublishPatch(
  published: AnnouncementFields | null,
  draft: AnnouncementFields | null,
  now: Date,
): ({ set: { id: string } } | { unset: string[] })[] {
  const id = announcementIdOnPublish(published, draft, now);
  return [...(id ? [{ set: { id } }] : []), ...(draft?.showAgain === false ? [{ unset: ["showAgain"] }] : [])];
}
