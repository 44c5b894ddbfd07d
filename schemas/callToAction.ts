import { defineField, defineType } from "sanity";
import { linkHref } from "../blocks/link/link-href.ts";
import { linkTarget } from "../blocks/link/link-target-validation.ts";

/** A labelled link used as a button, for example in a page hero. */
export const callToAction = defineType({
  name: "callToAction",
  title: "Call to action",
  type: "object",
  fields: [
    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      description: "A site path such as /docs/intro, or a full https:// address.",
      validation: (rule) => [rule.required().custom(linkHref), rule.custom(linkTarget).warning()],
    }),
  ],
});
