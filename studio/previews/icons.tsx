/**
 * Icons for the Studio: the rich-text blocks' toolbar and insert-menu icons (without one, Sanity
 * shows the same generic icon for every block type), and the admonition icons, drawn as in
 * web/app/components/admonition.tsx. Inline SVG renders the same on every system, unlike emoji.
 */
import type { AdmonitionTone } from "./site-look.ts";

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

/** The icon of an admonition's heading, per kind (the site's paths, web/app/components/admonition.tsx). */
export function AdmonitionToneIcon({ tone }: { tone: AdmonitionTone }) {
  const common = { viewBox: "0 0 24 24", width: 14, height: 14, "aria-hidden": true } as const;
  const line = { ...stroke, strokeWidth: 2 };
  if (tone === "tip")
    return (
      <svg {...common}>
        <path {...line} d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
      </svg>
    );
  if (tone === "warning")
    return (
      <svg {...common}>
        <path {...line} d="M12 3 2 20h20L12 3zM12 10v4M12 17.5v.01" />
      </svg>
    );
  if (tone === "danger")
    return (
      <svg {...common}>
        <path {...line} d="M8.5 2.5h7l5 5v7l-5 5h-7l-5-5v-7l5-5zM12 8v5M12 16.5v.01" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle {...line} cx="12" cy="12" r="9.5" />
      <path {...line} d="M12 11v6M12 7.5v.01" />
    </svg>
  );
}
