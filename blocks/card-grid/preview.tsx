import type { PreviewProps } from "sanity";
import { SITE } from "../site-look.ts";
import { ICON_FRAME, ICON_STROKE } from "../studio-icon.ts";

/** What the card grid schema's `prepare` passes on. */
interface CardGridValue {
  cards?: { _key?: string; title?: string; description?: string; href?: string }[];
}

/** The card grid in the body editor, drawn like the site's: bordered cards with the title as a link and the description below. */
export function CardGridPreview(props: PreviewProps & { value?: CardGridValue }) {
  const cards = props.value?.cards;
  if (!cards || props.layout !== "block") return props.renderDefault(props);
  return (
    <div
      style={{
        display: "grid",
        gap: "0.5rem",
        gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
        fontFamily: SITE.fontSans,
        color: SITE.text,
        padding: "0.25rem 0",
      }}
    >
      {cards.map((card, index) => (
        <div
          key={card._key ?? index}
          style={{ border: `1px solid ${SITE.border}`, borderRadius: SITE.radius, padding: "0.6rem 0.75rem" }}
        >
          <div style={{ fontWeight: 600, color: SITE.heading, fontSize: "0.85rem" }}>{card.title || "(no title)"}</div>
          <div style={{ fontSize: "0.75rem", color: SITE.textMuted, marginTop: "0.2rem" }}>{card.description}</div>
          <div style={{ fontSize: "0.7rem", color: SITE.primary, marginTop: "0.3rem" }}>{card.href}</div>
        </div>
      ))}
    </div>
  );
}

/** Toolbar icon of the Card grid block: four cards. */
export function CardGridIcon() {
  return (
    <svg {...ICON_FRAME}>
      <rect {...ICON_STROKE} x="4" y="5" width="7" height="6" rx="1.2" />
      <rect {...ICON_STROKE} x="13" y="5" width="7" height="6" rx="1.2" />
      <rect {...ICON_STROKE} x="4" y="13" width="7" height="6" rx="1.2" />
      <rect {...ICON_STROKE} x="13" y="13" width="7" height="6" rx="1.2" />
    </svg>
  );
}
