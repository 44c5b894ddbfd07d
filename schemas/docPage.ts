import { previousSlugsField } from "./previousSlugs.ts";
import { defineField, defineType } from "sanity";
import { CategoryInput } from "../studio/inputs/CategoryInput.tsx";
import { slugifyDocSlug } from "../studio/lib/doc-slug.ts";
import { docPageSubtitle } from "../studio/lib/site-url.ts";
import { DOC_SLUG, docSlugIsUniqueInVersion, headingLevels, notReserved, slugFormat } from "./validation.ts";
import { DOCS_SIDEBARS } from "../web/app/lib/docs-sidebars.ts";

/** A versioned documentation page: an intro, a guide or a page of the editor handbook. */
export const docPage = defineType({
  name: "docPage",
  title: "Doc page",
  type: "document",
  groups: [
    { name: "content", title: "Content" },
    { name: "placement", title: "Version and sidebar" },
    { name: "toc", title: "Table of contents" },
  ],
  fields: [
    defineField({
      name: "version",
      title: "Version",
      type: "reference",
      to: [{ type: "docVersion" }],
      group: "placement",
      description:
        "The docs version the page belongs to. To start the same page in another version, use Copy to version.",
      options: { disableNew: true },
      validation: (rule) => rule.required().error("Pick the docs version this page belongs to."),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      description: "Shown as the page's top heading: do not repeat it in the body.",
      validation: (rule) => [
        rule.required().error("Add a title."),
        rule.max(120).warning("Titles over 120 characters are cut off in the sidebar and in search results."),
      ],
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      group: ["content", "placement"],
      description:
        "Path below the version, for example api-docs/payments. Two pages of the same version cannot share a slug.",
      options: { source: "title", slugify: slugifyDocSlug, isUnique: docSlugIsUniqueInVersion },
      validation: (rule) => [
        rule.required().error("Add a slug: it is the page's address below the version."),
        rule.custom(slugFormat(DOC_SLUG, "api-docs/payments")),
        // /docs/api/... and /docs/api-changes/... are generated from the OpenAPI documents.
        rule.custom(notReserved(["api", "api-changes"], (segment) => `/docs/${segment}`)),
      ],
    }),
    previousSlugsField(DOC_SLUG, "api-docs/payments", "placement"),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      group: "content",
      description: "One sentence shown in search results and link previews.",
      validation: (rule) => [
        rule.required().error("Add a one-sentence description for search results and link previews."),
        rule.max(300).error("Keep the description under 300 characters."),
      ],
    }),
    defineField({
      name: "keywords",
      title: "Keywords",
      type: "array",
      group: "content",
      of: [{ type: "string" }],
      options: { layout: "tags" },
      description: "Extra search terms readers might type, for example payout.",
    }),
    defineField({
      name: "sidebar",
      title: "Sidebar",
      type: "string",
      group: "placement",
      options: {
        list: DOCS_SIDEBARS.map(({ title, value }) => ({ title, value })),
        layout: "radio",
        direction: "horizontal",
      },
      validation: (rule) => rule.required().error("Pick the sidebar the page appears in."),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      group: "placement",
      components: { input: CategoryInput },
      description:
        "The sidebar group, for example Guides: pick one of the sidebar's categories or type a new one. Leave it empty for a top-level item.",
    }),
    defineField({
      name: "position",
      title: "Position",
      type: "number",
      group: "placement",
      description: "Order inside the category, lowest first.",
      validation: (rule) => [
        rule.required().error("Give the page a position in the sidebar, for example 1."),
        rule.min(0).integer().error("Use a whole number, 0 or more."),
      ],
    }),
    defineField({
      name: "hideTableOfContents",
      title: "Hide table of contents",
      type: "boolean",
      group: "toc",
      initialValue: false,
    }),
    defineField({
      name: "tocMinHeadingLevel",
      title: "Table of contents: minimum heading level",
      type: "number",
      group: "toc",
      initialValue: 2,
      options: { list: [2, 3, 4, 5] },
      validation: (rule) => rule.integer().min(2).max(5).error("Pick a level from 2 to 5."),
    }),
    defineField({
      name: "tocMaxHeadingLevel",
      title: "Table of contents: maximum heading level",
      type: "number",
      group: "toc",
      initialValue: 5,
      options: { list: [2, 3, 4, 5] },
      validation: (rule) => [
        rule.integer().min(2).max(5).error("Pick a level from 2 to 5."),
        rule.custom((max, context) => {
          const min = (context.document?.tocMinHeadingLevel as number | undefined) ?? 2;
          return max === undefined || max >= min ? true : "The maximum level must not be below the minimum level.";
        }),
      ],
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "blockContent",
      group: "content",
      validation: (rule) => [rule.required().error("Write the page's content."), rule.custom(headingLevels)],
    }),
  ],
  orderings: [
    {
      title: "Sidebar order",
      name: "sidebarOrder",
      by: [
        { field: "sidebar", direction: "asc" },
        { field: "category", direction: "asc" },
        { field: "position", direction: "asc" },
      ],
    },
    { title: "Title", name: "title", by: [{ field: "title", direction: "asc" }] },
  ],
  preview: {
    select: {
      title: "title",
      slug: "slug.current",
      version: "version.label",
      status: "version.status",
      pathSegment: "version.pathSegment",
      category: "category",
    },
    prepare: ({ title, slug, version, status, pathSegment, category }) => ({
      title: title || "Untitled doc page",
      subtitle: docPageSubtitle({ slug, version, status, pathSegment, category }),
    }),
  },
});
