import type { TocEntry } from "../lib/headings.ts";
import { TOC } from "./toc.tsx";
import { TOCCollapsible } from "./toc-collapsible.tsx";

/**
 * An article beside its table of contents (Docusaurus' doc layout): "On this page" in a column from
 * 1201 px (TOC), and below that a disclosure at the top of the article, after `header` (TOCCollapsible;
 * `collapsible={false}` for pages whose own content starts with their title); the article alone
 * when `toc` is empty. `className` is added to the article's.
 */
export function ArticleWithToc({
  toc,
  className = "",
  header,
  collapsible = true,
  children,
}: {
  toc: TocEntry[];
  className?: string;
  header?: React.ReactNode;
  collapsible?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`doc-main__inner${toc.length > 0 ? " doc-main__inner--with-toc" : ""}`}>
      <article className={`doc-article ${className}`.trim()}>
        {header}
        {collapsible && <TOCCollapsible toc={toc} />}
        {children}
      </article>
      {toc.length > 0 && (
        <div className="doc-toc" data-search-ignore="">
          <TOC toc={toc} />
        </div>
      )}
    </div>
  );
}
