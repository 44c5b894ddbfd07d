import { defineField, defineType } from "sanity";
import { keyInputFrom } from "../studio/inputs/KeyInput.tsx";
import { KEBAB_CASE, uniqueAmong } from "./validation.ts";
import { linkHref } from "../blocks/link/link-href.ts";

/** A blog author. */
export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      validation: (rule) => rule.required().error("Add the author's name."),
    }),
    defineField({
      name: "key",
      title: "Key",
      type: "string",
      components: { input: keyInputFrom("name", "name") },
      description: "A short identifier, for example maya-okafor. Generate makes it from the name.",
      validation: (rule) => [
        rule.required().error("Add a key, for example maya-okafor."),
        rule.regex(KEBAB_CASE).error("Use lowercase words joined by hyphens, for example maya-okafor."),
        rule.custom(uniqueAmong("author", "key", "key")),
      ],
    }),
    defineField({ name: "title", title: "Job title", type: "string" }),
    defineField({ name: "url", title: "Profile URL", type: "url", validation: (rule) => rule.custom(linkHref) }),
    defineField({ name: "image", title: "Avatar", type: "accessibleImage" }),
  ],
  preview: { select: { title: "name", subtitle: "title", media: "image" } },
});
