import { defineCliConfig } from "sanity/cli";

/**
 * Sanity CLI settings: the same project and dataset as the Studio (sanity.config.ts).
 * `npm run studio:build` writes the Studio to build/studio.
 * TypeGen (`npm run typegen`): the schema is extracted to .cache/sanity-schema.json, and the
 * result types of every query in web/app/content/queries/queries.ts are written to
 * web/app/content/queries/sanity.types.ts, which is committed.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "tidewire",
    dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  },
  studioHost: process.env.SANITY_STUDIO_HOST,
  typegen: {
    path: "./web/app/content/queries/queries.ts",
    schema: "./.cache/sanity-schema.json",
    generates: "./web/app/content/queries/sanity.types.ts",
    // The site runs queries through its own runner (query-runner.server.ts), not client.fetch.
    overloadClientMethods: false,
  },
});
