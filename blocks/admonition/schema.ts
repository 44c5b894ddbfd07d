import { defineField, defineType } from "sanity";
import { AdmonitionIcon, AdmonitionPreview } from "./preview.tsx";
import { paragraphBlock } from "../portable-text-parts.ts";
import { codeMember } from "../code/schema.ts";

/** A highlighted note, tip, info, warning or danger box. */
export const admonition = defineType({
  name: "admonition",
  title: "Admonition",
  type: "object",
  icon: AdmonitionIcon,
  fields: [
    defineField({
      name: "tone",
      title: "Kind",
      type: "string",
      description:
        "Note: background. Tip: a better way. Info: a fact not to miss. Warning: can cause problems. Danger: can lose data or money.",
      options: {
        list: [
          { title: "Note", value: "note" },
          { title: "Tip", value: "tip" },
          { title: "Info", value: "info" },
          { title: "Warning", value: "warning" },
          { title: "Danger", value: "danger" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "note",
      validation: (rule) => rule.required().error("Pick the kind of admonition."),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Optional; replaces the default heading (the kind).",
    }),
    defineField({
      name: "content",
      title: "Content",
      type: "array",
      of: [paragraphBlock({ lists: true }), codeMember()],
      validation: (rule) => rule.required().min(1).error("Write the admonition's text."),
    }),
  ],
  components: { preview: AdmonitionPreview },
  // The whole value goes to the preview component, which draws the box as the site does.
  preview: {
    select: { tone: "tone", title: "title", content: "content" },
    prepare: (value) => ({ title: value.title || String(value.tone ?? "note"), subtitle: "Admonition", value }),
  },
});
