import { defineField, defineType } from "sanity";
import { internalLinkAnchor } from "./link-target-validation.ts";
import { InternalLinkIcon } from "./preview.tsx";

/** A link to another doc page stored as a reference, so it follows the page when its slug changes. */
export const internalLink = defineType({
  name: "internalLink",
  title: "Link to a doc page",
  type: "object",
  icon: InternalLinkIcon,
  fields: [
    defineField({
      name: "reference",
      title: "Doc page",
      type: "reference",
      to: [{ type: "docPage" }],
      description:
        "Search by title. The link follows the page when its slug changes; a page that is deleted or unpublished blocks publishing here.",
      options: { disableNew: true },
      validation: (rule) => rule.required().error("Pick the doc page the link goes to."),
    }),
    defineField({
      name: "anchor",
      title: "Section anchor",
      type: "string",
      description: "Optional heading anchor on that page, without #, for example quote-a-payment.",
      validation: (rule) => [
        rule
          .regex(/^[a-z0-9-]+$/)
          .error("Use the anchor as it appears in the address, without #, for example quote-a-payment."),
        rule.custom(internalLinkAnchor).warning(),
      ],
    }),
  ],
});
