import type { DocumentActionComponent } from "sanity";
import { type AnnouncementFields, announcementPublishPatch } from "../lib/announcement-id.ts";
import { patchBeforePublish } from "./PatchBeforePublishAction.tsx";

/**
 * Wraps the Publish action (`original`) of the announcement bar: sets the bar's `id` in the same
 * publish when the text changed and "Show again to readers who closed it" is on, and turns that
 * switch back on after a publish with it off (announcement-id.ts), so editors never type an ID.
 */
export const assignAnnouncementIdOnPublish = (original: DocumentActionComponent): DocumentActionComponent =>
  patchBeforePublish(original, ({ published, draft }) =>
    announcementPublishPatch(published as AnnouncementFields | null, draft as AnnouncementFields | null, new Date()),
  );
