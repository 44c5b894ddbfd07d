const TITLES = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" } as const;
const ICONS: Record<keyof typeof TITLES, string> = { note: "ℹ︎", tip: "💡", info: "ℹ︎", warning: "⚠︎", danger: "⛔︎" };

/** A highlighted note, tip, info, warning or danger box. */
export function Admonition({ tone, title, children }: { tone: keyof typeof TITLES; title?: string; children: React.ReactNode }) {
  const known = tone in TITLES ? tone : "note";
  return (
    <aside className={`admonition admonition--${known}`} aria-label={title ?? TITLES[known]}>
      <p className="admonition__heading">
        <span aria-hidden="true" className="admonition__icon">
          {ICONS[known]}
        </span>
        {title ?? TITLES[known]}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}
