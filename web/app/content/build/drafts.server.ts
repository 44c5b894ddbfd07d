/**
 * Whether content is read in the drafts perspective (SANITY_PERSPECTIVE `drafts`, the draft
 * preview, else the published perspective): drafts change at any moment, so nothing read from them
 * may be kept for the life of the process, where published content cannot change during a build.
 */
export const readsDrafts = (env: Record<string, string | undefined> = process.env): boolean =>
  env.SANITY_PERSPECTIVE === "drafts";
