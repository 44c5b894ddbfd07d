import { defineField, defineType } from "sanity";

/** A versioned documentation page: an intro, a guide or a tutorial page. */
export const docPage = defineType({
  name: "docPage",
  title: "Doc page",
  type: "document",
  fields: [
    defineField({
      name: "version",
      title: "Version",
      type: "reference",
      to: [{ type: "docVersion" }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(120) }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "Path below the version, for example api-docs/payments.",
      options: { source: "title" },
      validation: (rule) =>
        rule.required().custom((slug) =>
          !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(slug.current)
            ? true
            : "Use lowercase words joined by hyphens, with / between folders, for example api-docs/payments.",
        ),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence shown in search results and link previews.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({ name: "keywords", title: "Keywords", type: "array", of: [{ type: "string" }], options: { layout: "tags" } }),
    defineField({
      name: "sidebar",
      title: "Sidebar",
      type: "string",
      options: { list: [{ title: "API", value: "api" }, { title: "Stablecoin", value: "stablecoin" }, { title: "Tutorial", value: "tutorial" }] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "category", title: "Category", type: "string", description: "Sidebar category; leave empty for a top-level item." }),
    defineField({
      name: "position",
      title: "Position",
      type: "number",
      description: "Order inside the category, lowest first.",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({ name: "hideTableOfContents", title: "Hide table of contents", type: "boolean", initialValue: false }),
    defineField({
      name: "tocMinHeadingLevel",
      title: "Table of contents: minimum heading level",
      type: "number",
      initialValue: 2,
      validation: (rule) => rule.integer().min(2).max(5),
    }),
    defineField({
      name: "tocMaxHeadingLevel",
      title: "Table of contents: maximum heading level",
      type: "number",
      initialValue: 5,
      validation: (rule) =>
        rule.integer().min(2).max(5).custom((max, context) => {
          const min = (context.document?.tocMinHeadingLevel as number | undefined) ?? 2;
          return max === undefined || max >= min ? true : "The maximum level must not be below the minimum level.";
        }),
    }),
    defineField({ name: "body", title: "Body", type: "blockContent", validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", version: "version.name" },
    prepare: ({ title, slug, version }) => ({ title, subtitle: `${version ?? "?"} · ${slug ?? "no slug"}` }),
  },
});
