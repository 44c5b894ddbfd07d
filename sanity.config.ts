import { codeInput } from "@sanity/code-input";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "./schemas/index.ts";
import { structure } from "./studio/structure.ts";

/**
 * The editors' Studio. Project and dataset come from SANITY_STUDIO_PROJECT_ID and
 * SANITY_STUDIO_DATASET (Sanity exposes SANITY_STUDIO_* variables to the Studio bundle).
 */
export default defineConfig({
  name: "tidewire",
  title: "Tidewire Developer Center",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "tidewire",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool({ structure }), codeInput()],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action)) : actions,
  },
});
