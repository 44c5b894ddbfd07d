import { toPlainText } from "@portabletext/react";
import { tableColumnWidths } from "../../web/app/lib/table-columns.ts";
import type { BlockHtml } from "../html-parts.ts";
import type { BlockNode } from "../names.ts";

type Row = { _key: string; cells: { _key: string; value: BlockNode[] }[] };

/**
 * A table: header rows as `<th scope="col">`, columns sized from the whole table's text (so rows
 * do not shift while they stream in), in a keyboard-scrollable region named after its column
 * headings ("Table: Environment, Base URL, …"), so a page's tables are told apart when moving
 * between regions.
 */
export const tableHtml: BlockHtml = {
  render: ({ value, Body }) => {
    const rows = value.rows as Row[];
    const headerRows = Number(value.headerRows ?? 1);
    const texts = rows.map((row) => row.cells.map((cell) => toPlainText(cell.value as never)));
    const widths = tableColumnWidths(texts);
    const columns = headerRows > 0 ? texts[0].filter(Boolean).join(", ") : "";
    const cells = (row: Row, Cell: "th" | "td") =>
      row.cells.map((cell) => (
        <Cell key={cell._key} scope={Cell === "th" ? "col" : undefined}>
          <Body value={cell.value} />
        </Cell>
      ));
    return (
      <div className="table-wrapper" tabIndex={0} role="region" aria-label={columns ? `Table: ${columns}` : "Table"}>
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
};
