/**
 * Scrolls `container` (a scrolling sidebar, never the page) so the link marked as the current page
 * (`aria-current="page"`) sits in the middle of the container's visible part, when it is not fully
 * in view already: a reader on a deep page sees where they are. The visible part is the container's
 * box clipped to the viewport (a sticky sidebar can extend below the window). Does nothing when the
 * container shows no current link.
 */
export function revealCurrentLink(container: HTMLElement): void {
  const current = container.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || current.getClientRects().length === 0) return;
  const box = container.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const item = current.getBoundingClientRect();
  if (item.top >= top && item.bottom <= bottom) return;
  container.scrollTop += item.top - top - (bottom - top - item.height) / 2;
}
