import { defineArrayMember, defineField, defineType } from "sanity";
import { TabsIcon, TabsPreview } from "./preview.tsx";
import { paragraphBlock } from "../portable-text-parts.ts";
import { codeMember } from "../code/schema.ts";

/** Alternative versions of the same content (for example one code sample per language), one visible at a time. */
export const tabs = defineType({
  name: "tabs",
  title: "Tabs",
  type: "object",
  icon: TabsIcon,
  fields: [
    defineField({
      name: "items",
      title: "Tabs",
      type: "array",
      description: "One tab per variant, each with a label and content. Tabs cannot contain other tabs.",
      of: [
        defineArrayMember({
          type: "object",
          name: "tab",
          fields: [
            defineField({
              name: "label",
              title: "Label",
              type: "string",
              validation: (rule) => rule.required().error("Give the tab a label, for example Sandbox."),
            }),
            defineField({
              name: "content",
              title: "Content",
              type: "array",
              of: [paragraphBlock({ lists: true }), codeMember(), defineArrayMember({ type: "table" })],
              validation: (rule) => rule.required().min(1).error("Add the tab's content."),
            }),
          ],
          preview: { select: { title: "label" } },
        }),
      ],
      validation: (rule) => [
        rule.required().min(2).error("Tabs need at least two tabs."),
        rule.custom((items: { label?: string }[] | undefined) => {
          const labels = (items ?? []).map((item) => item.label?.trim().toLowerCase()).filter(Boolean);
          return new Set(labels).size === labels.length
            ? true
            : "Two tabs have the same label. Give each tab its own label.";
        }),
      ],
    }),
  ],
  components: { preview: TabsPreview },
  preview: {
    select: { items: "items" },
    prepare: (value) => ({
      title: "Tabs",
      subtitle: (value.items as { label?: string }[] | undefined)?.map((i) => i.label).join(" · "),
      value,
    }),
  },
});
