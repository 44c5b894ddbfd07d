import { z } from "zod";
import {
  DOC_SLUG,
  formatMegabytes,
  colourContrastProblem,
  HEX_COLOUR,
  HEX_COLOUR_MESSAGE,
  linkHrefProblem,
  KEBAB_CASE,
  PATH_SEGMENT,
  PATH_SEGMENT_MESSAGE,
  MAX_IMAGE_BYTES,
  slugProblem,
} from "../../lib/content-rules.ts";
import { VERSION_STATUSES } from "../../lib/versions.ts";
import { DOCS_SIDEBAR_NAMES } from "../../lib/docs-sidebars.ts";

/**
 * zod schemas of every query result. Content that does not match fails the build with the
 * document `_id` and field (see validate-result.ts) instead of rendering a broken page.
 */

/** A link target a page may carry (content-rules.ts linkHrefProblem): no javascript:, data: or `//host`. */
const href = z.string().superRefine((value, ctx) => {
  const problem = linkHrefProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A slug that must match `pattern` (content-rules.ts slugProblem, the rule the Studio's slug fields apply). */
const slugMatching = (pattern: RegExp, example: string) =>
  z
    .string()
    .min(1)
    .superRefine((value, ctx) => {
      const problem = slugProblem(value, pattern, example);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
const docSlug = slugMatching(DOC_SLUG, "api-docs/payments");
const pageSlug = slugMatching(KEBAB_CASE, "markdown-page");
const postSlug = slugMatching(KEBAB_CASE, "beneficiary-validation-api");
/** A tag's or author's key, the last segment of its page's address (`/blog/tags/<key>`), by the Studio's rule. */
const tagKey = slugMatching(KEBAB_CASE, "stablecoin-off-ramp");
const authorKey = slugMatching(KEBAB_CASE, "maya-okafor");

/** An image file's size in bytes (`asset->size`), at most MAX_IMAGE_BYTES. */
const imageSize = z.number().max(MAX_IMAGE_BYTES, {
  error: (issue) =>
    `the image is ${formatMegabytes(Number(issue.input))}, over the ${formatMegabytes(MAX_IMAGE_BYTES)} limit`,
});

/**
 * Checks what a Portable Text tree carries into a page, at any depth (blocks and every block type
 * of blocks/): every `href` (link annotations, cards…), which a link annotation must have, and the
 * size of every image.
 */
function checkPortableTextNodes(node: unknown, path: PropertyKey[], ctx: z.RefinementCtx) {
  if (Array.isArray(node)) {
    node.forEach((child, index) => checkPortableTextNodes(child, [...path, index], ctx));
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (typeof record.href === "string" || record._type === "link") {
    const problem =
      typeof record.href === "string" ? linkHrefProblem(record.href) : "Add the address the link goes to.";
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [...path, "href"] });
  }
  if (record._type === "accessibleImage" && typeof record.size === "number" && record.size > MAX_IMAGE_BYTES) {
    ctx.addIssue({
      code: "custom",
      message: `the image is ${formatMegabytes(record.size)}, over the ${formatMegabytes(MAX_IMAGE_BYTES)} limit`,
      path: [...path, "size"],
    });
  }
  for (const [key, value] of Object.entries(record))
    if (value && typeof value === "object") checkPortableTextNodes(value, [...path, key], ctx);
}

const portableText = z
  .array(z.looseObject({ _type: z.string(), _key: z.string() }))
  .superRefine((blocks, ctx) => checkPortableTextNodes(blocks, [], ctx));
const link = z.object({ label: z.string(), href });
const colour = z.string().regex(HEX_COLOUR, { error: HEX_COLOUR_MESSAGE });

export const versionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  label: z.string(),
  pathSegment: z.string().regex(PATH_SEGMENT, { error: PATH_SEGMENT_MESSAGE }),
  status: z.enum(VERSION_STATUSES),
});

export const siteSettingsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  tagline: z.string().nullish(),
  url: z.url({ protocol: /^https?$/ }),
  locale: z.string().nullish(),
  logo: z.object({ alt: z.string(), href: href.nullish() }),
  navbar: z.object({
    hideOnScroll: z.boolean().nullish(),
    items: z.array(link.extend({ position: z.enum(["left", "right"]).nullish() })),
  }),
  colorMode: z.object({
    defaultMode: z.enum(["light", "dark"]),
    respectPrefersColorScheme: z.boolean(),
    disableSwitch: z.boolean(),
  }),
  blog: z.object({ title: z.string(), description: z.string().nullish(), postsPerPage: z.number().int().positive() }),
  footer: z.object({
    style: z.enum(["dark", "light"]),
    columns: z.array(z.object({ title: z.string(), items: z.array(link) })),
    logo: z
      .object({ alt: z.string().nullish(), href: href.nullish(), target: z.enum(["_self", "_blank"]).nullish() })
      .nullish(),
    copyright: z.string().nullish(),
  }),
});

export const announcementSchema = z
  .object({
    _id: z.string(),
    // The Studio sets it on publish; a bar written by other means may lack it (site-config.server.ts).
    id: z.string().min(1).nullish(),
    content: portableText,
    backgroundColor: colour.nullish(),
    textColor: colour.nullish(),
    isCloseable: z.boolean().nullish(),
    enabled: z.boolean().nullish(),
  })
  .superRefine((bar, context) => {
    const problem = bar.textColor && bar.backgroundColor && colourContrastProblem(bar.textColor, bar.backgroundColor);
    if (problem) context.addIssue({ code: "custom", path: ["textColor"], message: problem });
  })
  .nullable();

export const versionsSchema = z.array(versionSchema.extend({ order: z.number() }));

export const docPageSchema = z.object({
  _id: z.string(),
  title: z.string().min(1),
  description: z.string(),
  keywords: z.array(z.string()).nullish(),
  sidebar: z.enum(DOCS_SIDEBAR_NAMES),
  category: z.string().nullish(),
  position: z.number(),
  slug: docSlug,
  hideTableOfContents: z.boolean().nullish(),
  tocMinHeadingLevel: z.number().int().min(2).max(5).nullish(),
  tocMaxHeadingLevel: z.number().int().min(2).max(5).nullish(),
  version: versionSchema,
  body: portableText,
});

export const sidebarEntriesSchema = z.array(
  z.object({
    _id: z.string(),
    title: z.string(),
    category: z.string().nullish(),
    position: z.number(),
    slug: docSlug,
  }),
);

export const docSlugsSchema = z.array(z.object({ _id: z.string(), slug: docSlug, version: z.string() }));

export const pageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  slug: pageSlug,
  hero: z
    .object({ heading: z.string(), text: z.string().nullish(), primary: link.nullish(), secondary: link.nullish() })
    .nullish(),
  body: portableText.nullish(),
});

export const pageSlugsSchema = z.array(z.object({ _id: z.string(), slug: pageSlug }));

const imageRef = z.object({ alt: z.string().nullish(), url: z.string(), size: imageSize.nullish() });

export const authorSchema = z.object({
  _id: z.string(),
  key: authorKey,
  name: z.string(),
  title: z.string().nullish(),
  url: href.nullish(),
  image: imageRef.nullish(),
});

export const blogPostSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  description: z.string(),
  slug: postSlug,
  authors: z.array(authorSchema).min(1),
  tags: z.array(z.object({ _id: z.string(), key: tagKey, label: z.string() })).nullish(),
  coverImage: imageRef.extend({ width: z.number(), height: z.number() }).nullish(),
});

export const blogPostsSchema = z.array(blogPostSummarySchema);
export const blogPostSchema = blogPostSummarySchema.extend({ body: portableText });

export const authorsSchema = z.array(
  authorSchema.extend({
    posts: z.array(z.object({ _id: z.string(), title: z.string(), date: z.string(), slug: z.string() })),
  }),
);

export const tagsSchema = z.array(
  z.object({
    _id: z.string(),
    key: tagKey,
    label: z.string(),
    description: z.string().nullish(),
    count: z.number(),
  }),
);

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type DocVersion = z.infer<typeof versionSchema>;
export type DocPage = z.infer<typeof docPageSchema>;
export type SidebarEntry = z.infer<typeof sidebarEntriesSchema>[number];
export type Page = z.infer<typeof pageSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type AuthorWithPosts = z.infer<typeof authorsSchema>[number];
export type TagSummary = z.infer<typeof tagsSchema>[number];
export type PortableTextValue = z.infer<typeof portableText>;

export const apiSpecSchema = z.object({ _id: z.string(), title: z.string(), document: z.string().min(1) }).nullable();

const errorTypeSummary = z.object({
  _id: z.string(),
  type: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  status: z.number().int().min(400).max(599),
  description: z.string().min(1),
});
export const errorTypesSchema = z.array(errorTypeSummary);
export const errorTypeSchema = errorTypeSummary.extend({ meaning: portableText, recovery: portableText }).nullable();
export type ErrorTypeSummary = z.infer<typeof errorTypeSummary>;
export type ErrorType = NonNullable<z.infer<typeof errorTypeSchema>>;

/**
 * An image asset the build copies into the site. `path` becomes a file under the site root, so it
 * must stay below `images/` (no `..` segment); `sha1hash` is what the copied bytes are checked against.
 */
export const remoteImageAssetsSchema = z.array(
  z.object({
    _id: z.string(),
    url: z.url({ protocol: /^https?$/ }),
    path: z.string().regex(/^images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/, {
      error: "must be a file path below images/ without `..` segments",
    }),
    sha1hash: z.string().regex(/^[0-9a-f]{40}$/),
    size: imageSize,
  }),
);
export type RemoteImageAsset = z.infer<typeof remoteImageAssetsSchema>[number];

/** Documents that were renamed: their current slug and the slugs they had before, each a valid slug of their type. */
export const renamedDocumentsSchema = z.array(
  z.discriminatedUnion("_type", [
    z.object({
      _id: z.string(),
      _type: z.literal("docPage"),
      slug: docSlug,
      previousSlugs: z.array(docSlug).nullable(),
      version: z.string(),
    }),
    z.object({
      _id: z.string(),
      _type: z.literal("blogPost"),
      slug: postSlug,
      previousSlugs: z.array(postSlug).nullable(),
      version: z.null(),
    }),
    z.object({
      _id: z.string(),
      _type: z.literal("page"),
      slug: pageSlug,
      previousSlugs: z.array(pageSlug).nullable(),
      version: z.null(),
    }),
  ]),
);
export type RenamedDocument = z.infer<typeof renamedDocumentsSchema>[number];

/**
 * Documents with links (LINKING_DOCUMENTS_QUERY): what locates their page is checked, the rest
 * of each document passes as it is, for blocks/link/written-links.ts to walk.
 */
export const linkingDocumentsSchema = z.array(
  z.looseObject({
    _id: z.string(),
    _type: z.string(),
    slug: z.object({ current: z.string() }).nullish(),
    type: z.string().nullish(),
    version: z.object({ pathSegment: z.string(), status: z.string() }).nullish(),
  }),
);
export type LinkingDocument = z.infer<typeof linkingDocumentsSchema>[number];

/** The date of the next held-back post, if any. */
export const nextPostReleaseSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
