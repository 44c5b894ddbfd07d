import { previousSlugsField } from "./previousSlugs.ts";
import { defineField, defineType, type ValidationContext } from "sanity";
import { pageUrl } from "../web/app/lib/urls.ts";
import { headingLevels, KEBAB_CASE, notReserved, slugFormat, slugIsUniqueInType } from "./validation.ts";

/** First path segments the site serves itself; a page there would be shadowed or shadow them. */
export const RESERVED_PAGE_SLUGS = ["docs", "blog", "search", "openapi", "errors", "assets", "images", "404"];

/** Warns when a home-page-only field is filled in on another page, where the site ignores it. */
const onlyOnHomePage =
  (field: string) =>
  (value: unknown, context: ValidationContext): true | string => {
    const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
    return empty || (context.document?.slug as { current?: string } | undefined)?.current === "index"
      ? true
      : `Only the home page shows the ${field}; this page ignores it. Remove it, or use the body instead.`;
  };

/** A standalone page outside the docs: the home page (slug `index`) or pages like /markdown-page. */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Shown as the page's top heading.",
      validation: (rule) => rule.required().error("Add a title."),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The page is served at /<slug>; the slug index is the home page.",
      options: { source: "title", isUnique: slugIsUniqueInType },
      validation: (rule) => [
        rule.required().error("Add a slug: it is the page's address."),
        rule.custom(slugFormat(KEBAB_CASE, "markdown-page")),
        rule.custom(notReserved(RESERVED_PAGE_SLUGS, (segment) => `/${segment}`)),
      ],
    }),
    previousSlugsField(KEBAB_CASE, "markdown-page"),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence for search results and link previews.",
      validation: (rule) => rule.required().error("Add a one-sentence description."),
    }),
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      description: "The banner at the top of the home page. Only the home page (slug index) shows it.",
      // Shown only where it matters: on the home page, or where a value needs removing.
      hidden: ({ document, value }) =>
        !value && (document?.slug as { current?: string } | undefined)?.current !== "index",
      validation: (rule) => rule.custom(onlyOnHomePage("hero")).warning(),
      fields: [
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required().error("Add the hero's heading, or remove the hero."),
        }),
        defineField({ name: "text", title: "Text", type: "text", rows: 2 }),
        defineField({ name: "primary", title: "Primary action", type: "callToAction" }),
        defineField({ name: "secondary", title: "Secondary action", type: "callToAction" }),
      ],
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "blockContent",
      validation: (rule) => rule.custom(headingLevels),
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({
      title: title || "Untitled page",
      subtitle: slug ? `${pageUrl(slug)}${slug === "index" ? " (home page)" : ""}` : "no slug",
    }),
  },
});
