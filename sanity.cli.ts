import { defineCliConfig } from "sanity/cli";

/** Sanity CLI settings: the same project and dataset as the Studio; the Studio is built into build/studio. */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "tidewire",
    dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  },
  studioHost: process.env.SANITY_STUDIO_HOST,
});
