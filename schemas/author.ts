import { defineField, defineType } from "sanity";

/** A blog author. */
export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  fields: [
    defineField({
      name: "key",
      title: "Key",
      type: "string",
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).error("Use lowercase words joined by hyphens."),
    }),
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "title", title: "Job title", type: "string" }),
    defineField({ name: "url", title: "Profile URL", type: "url" }),
    defineField({ name: "image", title: "Avatar", type: "accessibleImage" }),
  ],
  preview: { select: { title: "name", subtitle: "title", media: "image" } },
});
