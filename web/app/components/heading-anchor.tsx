/** The "#" link beside a heading, so readers can copy a link to that section. */
export function HeadingAnchor({ id, label }: { id: string; label: string }) {
  return (
    <a className="heading-anchor" data-search-ignore="" href={`#${id}`} aria-label={`Direct link to ${label}`}>
      #
    </a>
  );
}
