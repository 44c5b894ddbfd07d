import { defineField, defineType } from "sanity";

/** An image with required alternative text (WCAG 2.2 success criterion 1.1.1). */
export const accessibleImage = defineType({
  name: "accessibleImage",
  title: "Image",
  type: "image",
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "Describe what the image shows for readers who cannot see it.",
      validation: (rule) =>
        rule.custom((alt, context) => {
          const parent = context.parent as { asset?: unknown } | undefined;
          return !parent?.asset || (typeof alt === "string" && alt.trim().length > 0) ? true : "Add alternative text to the image.";
        }),
    }),
  ],
});
