import { defineArrayMember, defineField } from "sanity";
import { InternalLinkAnnotation } from "./link/preview.tsx";
import { linkHref } from "./link/link-href.ts";
import { linkTarget } from "./link/link-target-validation.ts";

/**
 * Pieces shared by every Portable Text field (body, admonition content, tab content, table
 * cells), so the same marks and links apply everywhere the site renders them. Block types
 * (code, admonition, tabs, table, image, card grid) are declared in blocks/.
 */

/** Bold, italic, inline code (and strike-through in bodies). */
export const DECORATORS = [
  { title: "Strong", value: "strong" },
  { title: "Emphasis", value: "em" },
  { title: "Code", value: "code" },
];

/** A link to an address outside the docs (or a site path that is not a doc page, such as /blog). */
export const externalLinkAnnotation = {
  name: "link",
  type: "object",
  title: "External link",
  fields: [
    defineField({
      name: "href",
      type: "string",
      title: "Address",
      description:
        "A full https:// address, a site path such as /blog, or mailto:. For another doc page, use Link to a doc page instead.",
      validation: (rule) => [
        rule.required().error("Add the address the link goes to."),
        rule.custom(linkHref),
        rule.custom(linkTarget).warning(),
      ],
    }),
  ],
};

/** A link to another doc page, stored as a reference (see link/schema.ts), shown underlined in the editor. */
export const internalLinkAnnotation = { type: "internalLink", components: { annotation: InternalLinkAnnotation } };

/** A paragraph-only text block: used inside admonitions, tabs and table cells. */
export const paragraphBlock = (options: { lists?: boolean } = {}) =>
  defineArrayMember({
    type: "block",
    styles: [{ title: "Normal", value: "normal" }],
    ...(options.lists ? {} : { lists: [] }),
    marks: { decorators: DECORATORS, annotations: [externalLinkAnnotation, internalLinkAnnotation] },
  });
