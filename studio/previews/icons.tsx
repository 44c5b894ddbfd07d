/**
 * Icons for the Studio: the rich-text blocks' toolbar and insert-menu icons (without one, Sanity
 * shows the same generic icon for every block type), and the site's own admonition icons.
 */

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 1.6, strokeLinecap: "round", strokeLinejoin: "round" } as const;
const frame = { viewBox: "0 0 24 24", width: "1em", height: "1em", "aria-hidden": true } as const;

/** Toolbar icon of the Admonition block: a box with a side bar. */
export function AdmonitionIcon() {
  return (
    <svg {...frame}>
      <rect {...stroke} x="4" y="5" width="16" height="14" rx="2" />
      <path {...stroke} d="M7.5 5v14M11 10h6M11 14h4" />
    </svg>
  );
}

/** Toolbar icon of the Tabs block: a row of tabs over a panel. */
export function TabsIcon() {
  return (
    <svg {...frame}>
      <path {...stroke} d="M4 19V7h6v3h10v9H4zM10 7h5v3" />
    </svg>
  );
}

/** Toolbar icon of the Table block: a grid. */
export function TableIcon() {
  return (
    <svg {...frame}>
      <rect {...stroke} x="4" y="5" width="16" height="14" rx="1.5" />
      <path {...stroke} d="M4 10h16M4 14.5h16M10 5v14" />
    </svg>
  );
}

export { AdmonitionToneIcon } from "../../web/app/components/admonition-icon.tsx";
