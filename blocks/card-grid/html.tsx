import type { BlockHtml } from "../html-parts.ts";

/** A card grid: a list of cards, each titled by its link (the whole card is the link's target area) with its description. */
export const cardGridHtml: BlockHtml = {
  render: ({ value, Link }) => (
    <ul className="card-grid">
      {(value.cards as { _key: string; title: string; description: string; href: string }[]).map((card) => (
        <li key={card._key} className="card">
          <h3 className="card__title">
            <Link href={card.href} className="card__link">
              {card.title}
            </Link>
          </h3>
          <p className="card__text">{card.description}</p>
        </li>
      ))}
    </ul>
  ),
};
