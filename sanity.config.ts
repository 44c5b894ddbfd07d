import { codeInput } from "@sanity/code-input";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "./schemas/index.ts";
import { CopyToVersionAction } from "./studio/actions/CopyToVersionAction.tsx";
import { OpenOnSiteAction, SITE_PAGE_TYPES } from "./studio/actions/OpenOnSiteAction.tsx";
import { assignAnnouncementIdOnPublish } from "./studio/actions/AnnouncementIdPublishAction.tsx";
import { recordOldSlugOnPublish } from "./studio/actions/RecordOldSlugPublishAction.tsx";
import { defaultDocumentNode } from "./studio/preview/preview-pane.ts";
import { PublishStatusBadge } from "./studio/publishing/PublishStatusBadge.ts";
import { handbookTool } from "./studio/handbook/HandbookTool.tsx";
import { publishingTool } from "./studio/publishing/PublishingTool.tsx";
import { PLACED_DOC_PAGE_TEMPLATE, structure } from "./studio/structure.ts";
import { placedDocPageTemplate } from "./studio/templates.ts";

/** Actions a singleton keeps: no duplicate, delete or unpublish, since the site needs exactly one published copy. */
const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

/**
 * The editors' Studio. Project and dataset come from SANITY_STUDIO_PROJECT_ID and
 * SANITY_STUDIO_DATASET (Sanity exposes SANITY_STUDIO_* variables to the Studio bundle);
 * SANITY_STUDIO_SITE_URL overrides the site address "Open on site" uses;
 * SANITY_STUDIO_PUBLISH_STATUS_URL and SANITY_STUDIO_PUBLISH_STATUS_TOKEN let the Publishing tool
 * and the document badges read the rebuild receiver's publish outcomes; SANITY_STUDIO_PREVIEW_URL
 * and SANITY_STUDIO_PREVIEW_SECRET add the draft preview tab (docs/publishing.md).
 */
export default defineConfig({
  name: "tidewire",
  title: "Tidewire Developer Center",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "tidewire",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool({ structure, defaultDocumentNode, title: "Content" }), codeInput()],
  tools: (tools) => [...tools, publishingTool, handbookTool],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      placedDocPageTemplate,
    ],
  },
  document: {
    // Every document the site builds from shows what became of its last publish.
    badges: (badges) => [...badges, PublishStatusBadge],
    // The global "Create" menu offers neither singletons nor the placed template (it needs a list's version and category).
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === "global"
        ? items.filter((item) => !singletonTypes.has(item.templateId) && item.templateId !== PLACED_DOC_PAGE_TEMPLATE)
        : items,
    actions: (actions, { schemaType }) => {
      if (singletonTypes.has(schemaType))
        return actions
          .filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
          .map((action) =>
            schemaType === "announcementBar" && action.action === "publish"
              ? assignAnnouncementIdOnPublish(action)
              : action,
          );
      const extra = [
        ...(SITE_PAGE_TYPES.has(schemaType) ? [OpenOnSiteAction] : []),
        ...(schemaType === "docPage" ? [CopyToVersionAction] : []),
      ];
      const withAddress = SITE_PAGE_TYPES.has(schemaType);
      return [
        ...actions.map((action) =>
          withAddress && action.action === "publish" ? recordOldSlugOnPublish(action) : action,
        ),
        ...extra,
      ];
    },
  },
});
