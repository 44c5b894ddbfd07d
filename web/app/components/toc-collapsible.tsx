import type { TocEntry } from "../lib/headings.ts";
import { TOCItems } from "./toc-items.tsx";

/**
 * "On this page" above a page's body up to 1200 px, where there is no column for the TOC
 * (Docusaurus' TOCCollapsible): a disclosure, closed at first, that opens the same entries. A
 * native `<details>`, so it works before hydration and without script.
 */
export function TOCCollapsible({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null;
  return (
    <nav className="toc-collapsible" aria-label="On this page">
      <details>
        <summary className="toc-collapsible__button">On this page</summary>
        <TOCItems toc={toc} />
      </details>
    </nav>
  );
}
