/**
 * The frame and stroke of the rich-text blocks' toolbar and insert-menu icons in the Studio
 * (without an icon, Sanity shows the same generic icon for every block type).
 */
export const ICON_STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
export const ICON_FRAME = { viewBox: "0 0 24 24", width: "1em", height: "1em", "aria-hidden": true } as const;
