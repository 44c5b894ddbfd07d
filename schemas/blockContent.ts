import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * Portable Text used by doc pages, blog posts and pages: paragraphs, h2–h5 (h1 is the title),
 * lists, marks, links, internal links to doc pages, code, admonitions, tabs, tables and images.
 */
export const blockContent = defineType({
  name: "blockContent",
  title: "Body",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Heading 2", value: "h2" },
        { title: "Heading 3", value: "h3" },
        { title: "Heading 4", value: "h4" },
        { title: "Heading 5", value: "h5" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
          { title: "Code", value: "code" },
          { title: "Strike", value: "strike-through" },
        ],
        annotations: [
          {
            name: "link",
            type: "object",
            title: "External link",
            fields: [
              defineField({
                name: "href",
                type: "string",
                title: "Address",
                description: "A full https:// address, a site path such as /blog, or mailto:.",
                validation: (rule) => rule.required().custom((href) => (!href || /^(\/|#|https?:\/\/|mailto:)/.test(href) ? true : "Start with https://, / or #.")),
              }),
            ],
          },
          { type: "internalLink" },
        ],
      },
    }),
    defineArrayMember({ type: "code" }),
    defineArrayMember({ type: "admonition" }),
    defineArrayMember({ type: "tabs" }),
    defineArrayMember({ type: "table" }),
    defineArrayMember({ type: "accessibleImage", title: "Image" }),
  ],
});
