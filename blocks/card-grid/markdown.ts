import type { BlockMarkdown, ContainerContext, ContainerItem } from "../markdown-parts.ts";

type Card = { title?: string; description?: string; href?: string };

/**
 * A card grid: a `:::cards` container with an `@card [Title](link)` line before each card's
 * one-line description. A site path must lead to a page (it is resolved like any link).
 */
export const cardGridMarkdown: BlockMarkdown = {
  example:
    ":::cards\n@card [Payments](/docs/api-docs/payments)\nQuote, create and fund payouts " +
    "to beneficiaries in local currency.\n@card [Webhooks](/docs/api-docs/webhooks)\nReceive " +
    "signed events when payments change status.\n:::",
  source: {
    container: "cards",
    item: "card",
    convert: (items: ContainerItem[], ctx: ContainerContext) => ({
      _type: "cardGrid",
      _key: ctx.keyGenerator(),
      cards: items.map((item) => {
        const link = /^\[([^\]]+)\]\((\S+)\)$/.exec(item.label);
        if (!link) ctx.fail(`"@card ${item.label}" must be "@card [Title](link)"`, item.line - 1);
        const [, title, href] = link!;
        ctx.resolveLink(href);
        const description = item.text().replace(/\s+/g, " ").trim();
        if (!description) ctx.fail(`the card "${title}" has no description`, item.line);
        return { _type: "card", _key: ctx.keyGenerator(), title, description, href };
      }),
    }),
  },
  toMarkdown: ({ value }: { value: { cards?: Card[] } }) =>
    [
      ":::cards",
      ...(value.cards ?? []).flatMap((card) => [
        `@card [${card.title ?? ""}](${card.href ?? ""})`,
        card.description ?? "",
      ]),
      ":::",
    ].join("\n"),
  toText: (node: { cards?: Card[] }) =>
    (node.cards ?? []).map((card) => `${card.title ?? ""}\n${card.description ?? ""}`).join("\n"),
  nested: [],
  links: (node: { cards?: Card[] }) => (node.cards ?? []).flatMap((card) => (card.href ? [card.href] : [])),
};
