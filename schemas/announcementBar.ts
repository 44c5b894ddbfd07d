import { type BooleanInputProps, defineArrayMember, defineField, defineType } from "sanity";
import { ColourInput } from "../studio/inputs/ColourInput.tsx";
import { hexColour, readableOnBackground } from "./validation.ts";
import { linkHref } from "../blocks/link/link-href.ts";
import { linkTarget } from "../blocks/link/link-target-validation.ts";

/**
 * The dismissible bar above the navbar (singleton). Readers who dismissed it see it again when `id`
 * changes; the Studio sets `id` on publish (studio/lib/announcement-id.ts), never the editor.
 */
export const announcementBar = defineType({
  name: "announcementBar",
  title: "Announcement bar",
  type: "document",
  fields: [
    defineField({
      name: "id",
      title: "Announcement ID",
      type: "string",
      readOnly: true,
      description: "Set when you publish. A new ID shows the bar again to readers who closed it; see the switch below.",
    }),
    defineField({
      name: "showAgain",
      title: "Show again to readers who closed it",
      type: "boolean",
      // Absent means on: the publish action clears the field after a publish with it off.
      components: {
        input: (props: BooleanInputProps) => props.renderDefault({ ...props, value: props.value ?? true }),
      },
      description:
        "On: publishing changed text or links shows the bar again to readers who had closed it. " +
        "Turn it off to fix a typo without bothering them; it turns itself on again after that publish.",
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
