import { AdmonitionToneIcon } from "./icon.tsx";
import type { BlockHtml } from "../html-parts.ts";

const TITLES = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" } as const;

/** A highlighted note, tip, info, warning or danger box. */
function Admonition({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TITLES;
  title?: string;
  children: React.ReactNode;
}) {
  const known = tone in TITLES ? tone : "note";
  return (
    <aside className={`admonition admonition--${known}`} aria-label={title ?? TITLES[known]}>
      <p className="admonition__heading">
        <AdmonitionToneIcon tone={known} className="admonition__icon" />
        {title ?? TITLES[known]}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}

/** An admonition: the box with its tone's icon and heading (or its own title), and its content. */
export const admonitionHtml: BlockHtml = {
  render: ({ value, Body }) => (
    <Admonition tone={value.tone} title={value.title}>
      <Body value={value.content} />
    </Admonition>
  ),
};
