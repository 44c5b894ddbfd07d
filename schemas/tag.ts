import { defineField, defineType } from "sanity";
import { keyInputFrom } from "../studio/inputs/KeyInput.tsx";
import { blogTagUrl } from "../web/app/lib/urls.ts";
import { KEBAB_CASE, uniqueAmong } from "./validation.ts";

/** A blog tag, with a page at /blog/tags/<key>. */
export const tag = defineType({
  name: "tag",
  title: "Tag",
  type: "document",
  fields: [
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "The name readers see, for example Payment.",
      validation: (rule) => rule.required().error("Add the label readers see."),
    }),
    defineField({
      name: "key",
      title: "Key",
      type: "string",
      components: { input: keyInputFrom("label", "label") },
      description: "Lowercase words joined by hyphens; used in the URL. Generate makes it from the label.",
      validation: (rule) => [
        rule.required().error("Add a key: it is the tag's address, /blog/tags/<key>."),
        rule
          .regex(KEBAB_CASE)
          .error("Use lowercase words joined by hyphens, for example payment or stablecoin-off-ramp."),
        rule.custom(uniqueAmong("tag", "key", "key")),
      ],
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence shown on the tag page.",
    }),
  ],
  preview: {
    select: { title: "label", key: "key" },
    prepare: ({ title, key }) => ({ title: title || "Untitled tag", subtitle: key ? blogTagUrl(key) : "no key" }),
  },
});
