import { defineArrayMember, defineField, defineType } from "sanity";
import { previousSlugsField } from "./previousSlugs.ts";
import { blogPostUrl } from "../web/app/lib/urls.ts";
import { headingLevels, KEBAB_CASE, slugFormat, slugIsUniqueInType } from "./validation.ts";

/** A blog post, served at /blog/<slug>. */
export const blogPost = defineType({
  name: "blogPost",
  title: "Blog post",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Shown as the post's top heading and in the blog list.",
      validation: (rule) => [
        rule.required().error("Add a title."),
        rule.max(120).warning("Titles over 120 characters are cut off in the blog list."),
      ],
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The last part of the address: /blog/<slug>. Lowercase words joined by hyphens.",
      options: { source: "title", isUnique: slugIsUniqueInType },
      validation: (rule) => [
        rule.required().error("Add a slug: it is the post's address."),
        rule.custom(slugFormat(KEBAB_CASE, "beneficiary-validation-api")),
      ],
    }),
    previousSlugsField(KEBAB_CASE, "beneficiary-validation-api"),
    defineField({
      name: "date",
      title: "Date",
      type: "date",
      description:
        "The publication date. It sets the order of the blog list, the archive and the feeds. " +
        "A date in the future schedules the post: it stays off the site until that day (midnight UTC), then appears by itself.",
      options: { dateFormat: "YYYY-MM-DD" },
      validation: (rule) => rule.required().error("Add the publication date: posts are ordered by it."),
    }),
    defineField({
      name: "authors",
      title: "Authors",
      type: "array",
      description: "One or more authors. Add new people under Blog → Authors first.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "author" }], options: { disableNew: true } })],
      validation: (rule) => [
        rule.required().min(1).error("Add at least one author."),
        rule.unique().error("Each author can be listed once."),
      ],
    }),
    defineField({
      name: "tags",
      title: "Tags",
      type: "array",
      description: "Topics of the post. Reuse existing tags where you can; add new ones under Blog → Tags.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "tag" }], options: { disableNew: true } })],
      validation: (rule) => rule.unique().error("Each tag can be added once."),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence for the blog list, feeds and link previews.",
      validation: (rule) => [
        rule.required().error("Add a one-sentence description."),
        rule.max(300).error("Keep the description under 300 characters."),
      ],
    }),
    defineField({
      name: "coverImage",
      title: "Cover image",
      type: "accessibleImage",
      description: "Optional. Shown at the top of the post and in link previews.",
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "blockContent",
      validation: (rule) => [rule.required().error("Write the post's content."), rule.custom(headingLevels)],
    }),
  ],
  orderings: [
    { title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] },
    { title: "Oldest first", name: "dateAsc", by: [{ field: "date", direction: "asc" }] },
  ],
  preview: {
    select: { title: "title", date: "date", slug: "slug.current", media: "coverImage" },
    prepare: ({ title, date, slug, media }) => ({
      title: title || "Untitled post",
      subtitle: [date ?? "no date", slug ? blogPostUrl(slug) : "no slug"].join(" · "),
      media,
    }),
  },
});
