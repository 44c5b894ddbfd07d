/**
 * A button that copies the absolute URL of `#anchor` on this page, for sharing a link to one
 * property or parameter (behaviour.ts). Rendered at build time. The link icon is drawn
 * by CSS (`.copy-link::before`): operation pages carry dozens of these buttons.
 */
export function CopyLinkButton({ anchor, label }: { anchor: string; label: string }) {
  return (
    <button
      type="button"
      className="copy-link"
      data-search-ignore=""
      aria-label={`Copy link to ${label}`}
      title="Copy link"
      data-anchor={anchor}
      data-label={label}
    />
  );
}
