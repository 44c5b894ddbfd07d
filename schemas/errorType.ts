import { defineField, defineType, type CustomValidator } from "sanity";
import { errorTypeUrl } from "../web/app/lib/urls.ts";
import { headingLevels, KEBAB_CASE, uniqueAmong } from "./validation.ts";

type BlockLike = { _type?: string; style?: string };

/** The page puts each body under its own Heading 2, so the bodies may use Heading 3 to 5 only. */
const noHeading2: CustomValidator<BlockLike[] | undefined> = (blocks) =>
  (blocks ?? []).some((block) => block._type === "block" && block.style === "h2")
    ? "The page puts this text under its own Heading 2. Use Heading 3 to 5 here."
    : true;

/**
 * One problem type of the API (RFC 9457 `type`), with its page at /errors/<type> in the error
 * catalogue. The page's list of operations that return the type and its example response come
 * from the OpenAPI documents at build time; editors write what the error means and how to recover.
 */
export const errorType = defineType({
  name: "errorType",
  title: "Error type",
  type: "document",
  fields: [
    defineField({
      name: "type",
      title: "Type",
      type: "string",
      description:
        "The last part of the problem type URL the API returns, for example quote-expired " +
        "for https://developers.tidewire.example/errors/quote-expired. It is the page's address.",
      validation: (rule) => [
        rule.required().error("Add the type: it is the page's address, /errors/<type>."),
        rule.regex(KEBAB_CASE).error("Use lowercase words joined by hyphens, for example quote-expired."),
        rule.custom(uniqueAmong("errorType", "type", "type")),
      ],
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The problem title the API sends with this type, for example Quote expired.",
      validation: (rule) => rule.required().error("Add the title the API sends."),
    }),
    defineField({
      name: "status",
      title: "HTTP status",
      type: "number",
      description: "The HTTP status the API answers with this type, for example 409.",
      validation: (rule) => [
        rule.required().error("Add the HTTP status, for example 409."),
        rule.integer().min(400).max(599).error("Use an error status from 400 to 599."),
      ],
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence: when the API returns this error. Shown under the title and in search results.",
      validation: (rule) => rule.required().error("Add a one-sentence description."),
    }),
    defineField({
      name: "meaning",
      title: "What it means",
      type: "blockContent",
      description: "What happened, and what did not: was anything created, debited or changed?",
      validation: (rule) => [
        rule.required().error("Say what the error means."),
        rule.custom(headingLevels),
        rule.custom(noHeading2),
      ],
    }),
    defineField({
      name: "recovery",
      title: "How to recover",
      type: "blockContent",
      description: "What the integration should do next, and whether to retry.",
      validation: (rule) => [
        rule.required().error("Say how to recover."),
        rule.custom(headingLevels),
        rule.custom(noHeading2),
      ],
    }),
  ],
  orderings: [
    {
      title: "HTTP status",
      name: "status",
      by: [
        { field: "status", direction: "asc" },
        { field: "type", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title", type: "type", status: "status" },
    prepare: ({ title, type, status }) => ({
      title: title || "Untitled error type",
      subtitle: type ? `${status ?? "?"} · ${errorTypeUrl(type)}` : "no type",
    }),
  },
});
