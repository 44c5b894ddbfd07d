import { useId } from "react";

/**
 * A card of an operation page's side column, rendered at build time: a header with the card's
 * `title` (an h2, which names the card's region) and its `controls` (the sample language, the
 * response status), then `children`. The column's cards are one per request and one per response.
 */
export function ExampleCard({
  title,
  controls,
  children,
}: {
  title: string;
  controls?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section className="example-card" aria-labelledby={`${id}-title`}>
      <div className="example-card__header">
        <h2 id={`${id}-title`} className="example-card__title">
          {title}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}
