import { defineArrayMember, defineField, defineType } from "sanity";

/** A standalone page outside the docs: the home page (slug `index`) or pages like /markdown-page. */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The page is served at /<slug>; the slug index is the home page.",
      validation: (rule) =>
        rule.required().custom((slug) =>
          !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current) ? true : "Use lowercase words joined by hyphens.",
        ),
    }),
    defineField({ name: "description", title: "Description", type: "text", rows: 2, validation: (rule) => rule.required() }),
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      description: "Optional banner at the top of the page.",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required() }),
        defineField({ name: "text", title: "Text", type: "text", rows: 2 }),
        defineField({ name: "primary", title: "Primary action", type: "callToAction" }),
        defineField({ name: "secondary", title: "Secondary action", type: "callToAction" }),
      ],
    }),
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "card",
          fields: [
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "description", title: "Description", type: "text", rows: 2, validation: (rule) => rule.required() }),
            defineField({ name: "href", title: "Link", type: "string", validation: (rule) => rule.required() }),
          ],
        }),
      ],
    }),
    defineField({ name: "body", title: "Body", type: "blockContent" }),
  ],
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
