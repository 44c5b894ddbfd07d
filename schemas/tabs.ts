import { defineArrayMember, defineField, defineType } from "sanity";

/** Alternative versions of the same content (for example one code sample per language), one visible at a time. */
export const tabs = defineType({
  name: "tabs",
  title: "Tabs",
  type: "object",
  fields: [
    defineField({
      name: "items",
      title: "Tabs",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "tab",
          fields: [
            defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "content",
              title: "Content",
              type: "array",
              of: [
                defineArrayMember({
                  type: "block",
                  styles: [{ title: "Normal", value: "normal" }],
                  marks: {
                    decorators: [
                      { title: "Strong", value: "strong" },
                      { title: "Emphasis", value: "em" },
                      { title: "Code", value: "code" },
                    ],
                    annotations: [
                      { name: "link", type: "object", title: "External link", fields: [defineField({ name: "href", type: "string", title: "Address", validation: (rule) => rule.required() })] },
                      { type: "internalLink" },
                    ],
                  },
                }),
                defineArrayMember({ type: "code" }),
                defineArrayMember({ type: "table" }),
              ],
            }),
          ],
          preview: { select: { title: "label" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).error("Tabs need at least two tabs."),
    }),
  ],
  preview: { select: { items: "items" }, prepare: ({ items }) => ({ title: "Tabs", subtitle: (items as { label?: string }[] | undefined)?.map((i) => i.label).join(" · ") }) },
});
