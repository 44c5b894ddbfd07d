import { useMemo } from "react";
import { useActiveHeading } from "../hooks/use-active-heading.ts";
import type { TocEntry } from "../lib/headings.ts";

/** The "On this page" table of contents with the heading in view marked (`aria-current`). */
export function TOCItems({ toc }: { toc: TocEntry[] }) {
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  if (!toc.length) return null;
  const minLevel = Math.min(...toc.map((entry) => entry.level));
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p id="toc-title" className="toc__title">
        On this page
      </p>
      <ul className="toc__list">
        {toc.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--indent-${entry.level - minLevel}`}>
            <a href={`#${entry.id}`} className={`toc__link${active === entry.id ? " is-active" : ""}`} aria-current={active === entry.id ? "location" : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
