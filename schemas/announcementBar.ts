import { defineArrayMember, defineField, defineType } from "sanity";
import { ColourInput } from "../studio/inputs/ColourInput.tsx";
import { announcementIdChanged, hexColour, readableOnBackground } from "./validation.ts";
import { linkHref } from "../blocks/link/link-href.ts";
import { linkTarget } from "../blocks/link/link-target-validation.ts";

/** The dismissible bar above the navbar (singleton). Readers who dismissed it see it again when `id` changes. */
export const announcementBar = defineType({
  name: "announcementBar",
  title: "Announcement bar",
  type: "document",
  fields: [
    defineField({
      name: "id",
      title: "Announcement ID",
      type: "string",
      description: "Change it whenever the text changes, so readers who dismissed the old bar see the new one.",
      validation: (rule) => [
        rule.required().error("Add an ID, for example stablecoin-ga-2025-06."),
        rule
          .regex(/^[a-z0-9-]+$/)
          .error("Use lowercase letters, digits and hyphens, for example stablecoin-ga-2025-06."),
        rule.custom(announcementIdChanged).warning(),
      ],
    }),
    defineField({
      name: "content",
      title: "Content",
      type: "array",
      of: [
        defineArrayMember({
          type: "block",
          styles: [{ title: "Normal", value: "normal" }],
          lists: [],
          marks: {
            decorators: [{ title: "Strong", value: "strong" }],
            annotations: [
              {
                name: "link",
                type: "object",
                title: "Link",
                fields: [
                  defineField({
                    name: "href",
                    type: "string",
                    title: "Link",
                    validation: (rule) => [rule.required(), rule.custom(linkHref), rule.custom(linkTarget).warning()],
                  }),
                ],
              },
            ],
          },
        }),
      ],
      description: "One short paragraph. Bold text and links only.",
      validation: (rule) => [
        rule.required().error("Write the announcement."),
        rule.max(1).error("Keep the announcement to one paragraph."),
      ],
    }),
    defineField({
      name: "backgroundColor",
      title: "Background colour",
      type: "string",
      initialValue: "#0b3d91",
      components: { input: ColourInput },
      validation: (rule) => rule.custom(hexColour),
    }),
    defineField({
      name: "textColor",
      title: "Text colour",
      type: "string",
      initialValue: "#ffffff",
      components: { input: ColourInput },
      validation: (rule) => [rule.custom(hexColour), rule.custom(readableOnBackground)],
    }),
    defineField({ name: "isCloseable", title: "Readers can close it", type: "boolean", initialValue: true }),
    defineField({ name: "enabled", title: "Show the bar", type: "boolean", initialValue: true }),
  ],
  preview: {
    select: { title: "id", enabled: "enabled" },
    prepare: ({ title, enabled }) => ({
      title: "Announcement bar",
      subtitle: `${title} · ${enabled ? "shown" : "hidden"}`,
    }),
  },
});
