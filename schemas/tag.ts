import { defineField, defineType } from "sanity";

/** A blog tag, with a page at /blog/tags/<key>. */
export const tag = defineType({
  name: "tag",
  title: "Tag",
  type: "document",
  fields: [
    defineField({
      name: "key",
      title: "Key",
      type: "string",
      description: "Lowercase words joined by hyphens; used in the URL.",
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).error("Use lowercase words joined by hyphens, for example payment."),
    }),
    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "description", title: "Description", type: "text", rows: 2 }),
  ],
  preview: { select: { title: "label", subtitle: "key" } },
});
