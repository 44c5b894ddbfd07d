import { BLOCK_TYPES } from "../blocks/content-model.ts";
import { announcementBar } from "./announcementBar.ts";
import { apiSpec } from "./apiSpec.ts";
import { author } from "./author.ts";
import { blockContent } from "./blockContent.ts";
import { blogPost } from "./blogPost.ts";
import { callToAction } from "./callToAction.ts";
import { docPage } from "./docPage.ts";
import { docVersion } from "./docVersion.ts";
import { errorType } from "./errorType.ts";
import { internalLink } from "../blocks/link/schema.ts";
import { page } from "./page.ts";
import { siteSettings } from "./siteSettings.ts";
import { tag } from "./tag.ts";

/** Every schema type of the content model, shared by the Studio and the site's tests. */
export const schemaTypes = [
  docVersion,
  docPage,
  page,
  blogPost,
  author,
  tag,
  announcementBar,
  siteSettings,
  apiSpec,
  errorType,
  blockContent,
  internalLink,
  ...BLOCK_TYPES,
  callToAction,
];

/** Document types that exist exactly once; the Studio hides create, duplicate and delete for them. */
export const singletonTypes = new Set(["siteSettings", "announcementBar"]);
