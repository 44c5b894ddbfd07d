import { defineArrayMember, defineField, defineType } from "sanity";
import { linkHref } from "../link/link-href.ts";
import { linkTarget } from "../link/link-target-validation.ts";
import { CardGridIcon, CardGridPreview } from "./preview.tsx";

/** A grid of link cards, each a title, a one-line description and where it leads (the home page's areas of the API). */
export const cardGrid = defineType({
  name: "cardGrid",
  title: "Card grid",
  type: "object",
  icon: CardGridIcon,
  fields: [
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "card",
          fields: [
            defineField({
              name: "title",
              title: "Title",
              type: "string",
              validation: (rule) => rule.required().error("Give the card a title, for example Payments."),
            }),
            defineField({
              name: "description",
              title: "Description",
              type: "string",
              description: "One sentence on what readers find there.",
              validation: (rule) =>
                rule.required().max(140).error("Describe the card in one sentence (at most 140 characters)."),
            }),
            defineField({
              name: "href",
              title: "Link",
              type: "string",
              description: "A site path such as /docs/api-docs/payments, or a full https:// address.",
              validation: (rule) => [
                rule.required().error("Add where the card leads."),
                rule.custom(linkHref),
                rule.custom(linkTarget).warning(),
              ],
            }),
          ],
          preview: { select: { title: "title", subtitle: "href" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error("Add at least one card."),
    }),
  ],
  components: { preview: CardGridPreview },
  preview: {
    select: { cards: "cards" },
    prepare: (value) => ({
      title: "Card grid",
      subtitle: (value.cards as { title?: string }[] | undefined)?.map((card) => card.title).join(" · "),
      value,
    }),
  },
});
