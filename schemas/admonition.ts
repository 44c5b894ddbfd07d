import { defineArrayMember, defineField, defineType } from "sanity";

/** A highlighted note, tip, info, warning or danger box. */
export const admonition = defineType({
  name: "admonition",
  title: "Admonition",
  type: "object",
  fields: [
    defineField({
      name: "tone",
      title: "Kind",
      type: "string",
      options: { list: ["note", "tip", "info", "warning", "danger"], layout: "radio", direction: "horizontal" },
      initialValue: "note",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "title", title: "Title", type: "string", description: "Optional; defaults to the kind." }),
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
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { tone: "tone", title: "title" }, prepare: ({ tone, title }) => ({ title: title || String(tone ?? "note").toUpperCase(), subtitle: "Admonition" }) },
});
