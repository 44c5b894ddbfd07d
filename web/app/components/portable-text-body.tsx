import { PortableText, toPlainText, type PortableTextComponents } from "@portabletext/react";
import type { PortableTextValue } from "../content/query-results.ts";
import { Admonition } from "./admonition.tsx";
import { CodeBlock } from "./code-block.tsx";
import { blockText } from "../lib/headings.ts";
import { HeadingAnchor } from "./heading-anchor.tsx";
import { SmartLink } from "./smart-link.tsx";
import { Tabs } from "./tabs.tsx";
import { tableColumnWidths } from "../lib/table-columns.ts";

type Node = { _key: string; _type: string; [field: string]: unknown };

function heading(level: 2 | 3 | 4 | 5) {
  const Tag = `h${level}` as const;
  return ({ value, children }: { value: Node; children?: React.ReactNode }) => {
    const anchor = value.anchor as string | undefined;
    return (
      <Tag id={anchor} className="anchor-heading">
        {children}
        {anchor && <HeadingAnchor id={anchor} label={blockText(value as never)} />}
      </Tag>
    );
  };
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: heading(2) as never,
    h3: heading(3) as never,
    h4: heading(4) as never,
    h5: heading(5) as never,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => <SmartLink href={value?.href ?? "#"}>{children}</SmartLink>,
    internalLink: ({ value, children }) => <SmartLink href={value?.href ?? "#"}>{children}</SmartLink>,
    code: ({ children }) => <code>{children}</code>,
    "strike-through": ({ children }) => <s>{children}</s>,
  },
  types: {
    code: ({ value }) => <CodeBlock html={value.html} language={value.language} title={value.filename} />,
    admonition: ({ value }) => (
      <Admonition tone={value.tone} title={value.title}>
        <PortableTextBody value={value.content} />
      </Admonition>
    ),
    tabs: ({ value }) => (
      <Tabs items={(value.items as Node[]).map((tab) => ({ key: tab._key, label: String(tab.label), content: <PortableTextBody value={tab.content as PortableTextValue} /> }))} />
    ),
    table: ({ value }) => {
      const rows = value.rows as { _key: string; cells: { _key: string; value: PortableTextValue }[] }[];
      const headerRows = Number(value.headerRows ?? 1);
      const widths = tableColumnWidths(rows.map((row) => row.cells.map((cell) => toPlainText(cell.value as never))));
      const cells = (row: (typeof rows)[number], Cell: "th" | "td") =>
        row.cells.map((cell) => (
          <Cell key={cell._key} scope={Cell === "th" ? "col" : undefined}>
            <PortableTextBody value={cell.value} />
          </Cell>
        ));
      return (
        <div className="table-wrapper" tabIndex={0} role="region" aria-label="Table">
          <table>
            <colgroup>
              {widths.map((width, column) => (
                <col key={column} style={{ width: `${width}%` }} />
              ))}
            </colgroup>
            {headerRows > 0 && (
              <thead>
                {rows.slice(0, headerRows).map((row) => (
                  <tr key={row._key}>{cells(row, "th")}</tr>
                ))}
              </thead>
            )}
            <tbody>
              {rows.slice(headerRows).map((row) => (
                <tr key={row._key}>{cells(row, "td")}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    },
    accessibleImage: ({ value }) => (
      <figure className="content-image">
        <img src={value.url} alt={value.alt} width={value.width} height={value.height} loading="lazy" decoding="async" />
      </figure>
    ),
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
};

/**
 * Renders a prepared Portable Text body (see prepare-body.server.ts) with @portabletext/react:
 * anchored h2–h5, links, internal links, highlighted code, admonitions, tabs, tables and images.
 * Rendered at build time only (content/render-static-html.server.tsx); the browser never runs it.
 * Raw HTML is never rendered; the only injected markup is shiki's escaped code.
 */
export function PortableTextBody({ value }: { value: PortableTextValue | null | undefined }) {
  if (!value?.length) return null;
  return <PortableText value={value as never} components={components} />;
}
