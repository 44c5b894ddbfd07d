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
          return !parent?.asset || (typeof alt === "string" && alt.trim().length > 0)
            ? true
            : "Add alternative text: describe what the image shows, for readers who cannot see it. The page cannot be published without it.";
        }),
    }),
  ],
  // An image field left with alt text but no file would reach the site as an image without an
  // address (web/app/content/queries/query-types.ts relies on this rule).
  validation: (rule) =>
    rule.custom((value: { asset?: unknown; alt?: string } | undefined) =>
      value && !value.asset && value.alt ? "Upload the image, or remove the image with its alternative text." : true,
    ),
  // The alt text as the block's title, so a missing one shows in the body editor at a glance.
  preview: {
    select: { media: "asset", alt: "alt" },
    prepare: ({ media, alt }) => ({ title: alt || "⚠ Missing alternative text", subtitle: "Image", media }),
  },
});
