import { defineArrayMember, defineType } from "sanity";
import { headingLevels } from "./validation.ts";
import { BLOCK_MEMBERS } from "../blocks/content-model.ts";
import { DECORATORS, externalLinkAnnotation, internalLinkAnnotation } from "../blocks/portable-text-parts.ts";

/**
 * Portable Text used by doc pages, blog posts and pages: paragraphs, h2–h5 (h1 is the title),
 * lists, marks, links, internal links to doc pages, and the block types of blocks/ (code,
 * admonitions, tabs, tables, images…).
 */
export const blockContent = defineType({
  name: "blockContent",
  title: "Body",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Heading 2", value: "h2" },
        { title: "Heading 3", value: "h3" },
        { title: "Heading 4", value: "h4" },
        { title: "Heading 5", value: "h5" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [...DECORATORS, { title: "Strike", value: "strike-through" }],
        annotations: [externalLinkAnnotation, internalLinkAnnotation],
      },
    }),
    ...BLOCK_MEMBERS,
  ],
  // The style menu only offers h2–h5, but pasted or imported text can carry any style. Fields
  // that set their own validation (every body does) repeat this rule: theirs replaces this one.
  validation: (rule) => rule.custom(headingLevels),
});
