import { defineField, defineType } from "sanity";

/** A link to another doc page stored as a reference, so it follows the page when its slug changes. */
export const internalLink = defineType({
  name: "internalLink",
  title: "Link to a doc page",
  type: "object",
  fields: [
    defineField({ name: "reference", title: "Doc page", type: "reference", to: [{ type: "docPage" }], validation: (rule) => rule.required() }),
    defineField({
      name: "anchor",
      title: "Section anchor",
      type: "string",
      description: "Optional heading anchor on that page, without #.",
      validation: (rule) => rule.regex(/^[a-z0-9-]+$/).error("Use the anchor as it appears in the address, without #."),
    }),
  ],
});
