import { defineArrayMember, defineField, defineType } from "sanity";

/** A table in the shape `@portabletext/markdown` and `@portabletext/plugin-table` use: rows of cells of text blocks. */
export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  fields: [
    defineField({ name: "headerRows", title: "Header rows", type: "number", initialValue: 1, validation: (rule) => rule.integer().min(0).max(2) }),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "row",
          fields: [
            defineField({
              name: "cells",
              title: "Cells",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "cell",
                  fields: [
                    defineField({
                      name: "value",
                      title: "Text",
                      type: "array",
                      of: [
                        defineArrayMember({
                          type: "block",
                          styles: [{ title: "Normal", value: "normal" }],
                          lists: [],
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
                      ],
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { rows: "rows" }, prepare: ({ rows }) => ({ title: "Table", subtitle: `${(rows as unknown[] | undefined)?.length ?? 0} rows` }) },
});
