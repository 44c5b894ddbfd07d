import type { DocumentActionComponent } from "sanity";
import { previousSlugsOnPublish, type SlugFields } from "../lib/old-slugs.ts";
import { patchBeforePublish } from "./PatchBeforePublishAction.tsx";

/**
 * Wraps the Studio's Publish action (`original`) for documents with an address: when the draft's
 * slug differs from the published one, the published slug is added to `previousSlugs` in the same
 * publish, so the old address keeps working as a 301 (schemas/previousSlugs.ts).
 */
export const recordOldSlugOnPublish = (original: DocumentActionComponent): DocumentActionComponent =>
  patchBeforePublish(original, ({ published, draft }) => {
    const previousSlugs = previousSlugsOnPublish(published as SlugFields | null, draft as SlugFields | null);
    return previousSlugs ? [{ set: { previousSlugs } }] : [];
  });
