import { useMemo } from "react";
import { useActiveHeading } from "../hooks/use-active-heading.ts";
import type { TocEntry } from "../lib/headings.ts";

/**
 * The entries of a page's table of contents (headings h2 to h5, SPEC.md section 9), indented by
 * level, with the heading the reader is in marked (`aria-current="location"`).
 */
export function TOCItems({ toc }: { toc: TocEntry[] }) {
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  const minLevel = Math.min(...toc.map((entry) => entry.level));
  return (
    <ul className="toc__list">
      {toc.map((entry) => (
        <li key={entry.id} className={`toc__item toc__item--indent-${entry.level - minLevel}`}>
          <a
            href={`#${entry.id}`}
            className={`toc__link${active === entry.id ? " is-active" : ""}`}
            aria-current={active === entry.id ? "location" : undefined}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
