import { useId } from "react";
import type { TocEntry } from "../lib/headings.ts";
import { TOCItems } from "./toc-items.tsx";

/** "On this page" in the column beside a page's body, shown from 1201 px up (Docusaurus' TOC). */
export function TOC({ toc }: { toc: TocEntry[] }) {
  const titleId = useId();
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <p id={titleId} className="toc__title">
        On this page
      </p>
      <TOCItems toc={toc} />
    </nav>
  );
}
