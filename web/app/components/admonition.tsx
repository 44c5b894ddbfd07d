const TITLES = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" } as const;

/** Inline SVG icons: they render the same on every system, unlike emoji glyphs. */
function AdmonitionIcon({ tone }: { tone: keyof typeof TITLES }) {
  const common = { viewBox: "0 0 24 24", width: 16, height: 16, "aria-hidden": true, className: "admonition__icon" } as const;
  const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  if (tone === "tip")
    return (
      <svg {...common}>
        <path {...stroke} d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
      </svg>
    );
  if (tone === "warning")
    return (
      <svg {...common}>
        <path {...stroke} d="M12 3 2 20h20L12 3zM12 10v4M12 17.5v.01" />
      </svg>
    );
  if (tone === "danger")
    return (
      <svg {...common}>
        <path {...stroke} d="M8.5 2.5h7l5 5v7l-5 5h-7l-5-5v-7l5-5zM12 8v5M12 16.5v.01" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle {...stroke} cx="12" cy="12" r="9.5" />
      <path {...stroke} d="M12 11v6M12 7.5v.01" />
    </svg>
  );
}

/** A highlighted note, tip, info, warning or danger box. */
export function Admonition({ tone, title, children }: { tone: keyof typeof TITLES; title?: string; children: React.ReactNode }) {
  const known = tone in TITLES ? tone : "note";
  return (
    <aside className={`admonition admonition--${known}`} aria-label={title ?? TITLES[known]}>
      <p className="admonition__heading">
        <AdmonitionIcon tone={known} />
        {title ?? TITLES[known]}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}
