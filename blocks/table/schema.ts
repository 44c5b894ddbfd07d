import { defineArrayMember, defineField, defineType } from "sanity";
import { TableIcon, TablePreview } from "./preview.tsx";
import { paragraphBlock } from "../portable-text-parts.ts";
import { portableTextToPlain } from "../plain-text.ts";

/** A table in the shape `@portabletext/markdown` and `@portabletext/plugin-table` use: rows of cells of text blocks. */
export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  icon: TableIcon,
  fields: [
    defineField({
      name: "headerRows",
      title: "Header rows",
      type: "number",
      description: "How many rows at the top are headings. Usually 1.",
      initialValue: 1,
      validation: (rule) => rule.integer().min(0).max(2).error("Use 0, 1 or 2 header rows."),
    }),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      description: "Add a row, then its cells from left to right. Every row needs the same number of cells.",
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
                  fields: [defineField({ name: "value", title: "Text", type: "array", of: [paragraphBlock()] })],
                  preview: {
                    select: { value: "value" },
                    prepare: ({ value }) => ({ title: portableTextToPlain(value) || "(empty cell)" }),
                  },
                }),
              ],
            }),
          ],
          preview: {
            select: { cells: "cells" },
            prepare: ({ cells }) => ({
              title:
                ((cells as { value?: unknown }[] | undefined) ?? [])
                  .map((cell) => portableTextToPlain(cell.value) || "–")
                  .join(" | ") || "(empty row)",
            }),
          },
        }),
      ],
      validation: (rule) => [
        rule.required().min(1).error("Add at least one row."),
        rule.custom((rows: { cells?: unknown[] }[] | undefined) => {
          const widths = new Set((rows ?? []).map((row) => row.cells?.length ?? 0));
          return widths.size <= 1
            ? true
            : "Rows have different numbers of cells. Give every row the same number of cells.";
        }),
      ],
    }),
  ],
  components: { preview: TablePreview },
  preview: {
    select: { rows: "rows", headerRows: "headerRows" },
    prepare: (value) => ({
      title: "Table",
      subtitle: `${(value.rows as unknown[] | undefined)?.length ?? 0} rows`,
      value,
    }),
  },
});
