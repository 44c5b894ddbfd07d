import type { PreviewProps } from "sanity";
import { portableTextToPlain } from "../plain-text.ts";
import { SITE } from "../site-look.ts";
import { ICON_FRAME, ICON_STROKE } from "../studio-icon.ts";

/** What the table schema's `prepare` passes on. */
interface TableValue {
  headerRows?: number;
  rows?: { _key?: string; cells?: { _key?: string; value?: unknown }[] }[];
}

/** Rows shown in the editor preview; longer tables end with a "… more rows" line. */
const MAX_ROWS = 6;

/**
 * The table block in the body editor, drawn like the site's table: bordered, header rows shaded
 * and bold, cell text as plain text.
 */
export function TablePreview(props: PreviewProps & { value?: TableValue }) {
  const rows = props.value?.rows;
  if (!rows || props.layout !== "block") return props.renderDefault(props);
  const headerRows = props.value?.headerRows ?? 1;
  const cell = {
    padding: "0.3rem 0.6rem",
    textAlign: "left" as const,
    verticalAlign: "top" as const,
    borderBottom: `1px solid ${SITE.border}`,
  };
  return (
    <div
      style={{
        border: `1px solid ${SITE.border}`,
        borderRadius: SITE.radius,
        overflow: "hidden",
        fontFamily: SITE.fontSans,
        fontSize: "0.8rem",
        color: SITE.text,
      }}
    >
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, rowIndex) => (
            <tr key={row._key ?? rowIndex}>
              {(row.cells ?? []).map((c, cellIndex) =>
                rowIndex < headerRows ? (
                  <th
                    key={c._key ?? cellIndex}
                    style={{ ...cell, background: SITE.bgSubtle, fontWeight: 600, color: SITE.heading }}
                  >
                    {portableTextToPlain(c.value)}
                  </th>
                ) : (
                  <td key={c._key ?? cellIndex} style={cell}>
                    {portableTextToPlain(c.value)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > MAX_ROWS ? (
        <div style={{ padding: "0.3rem 0.6rem", color: SITE.textMuted }}>… {rows.length - MAX_ROWS} more rows</div>
      ) : null}
    </div>
  );
}

/** Toolbar icon of the Table block: a grid. */
export function TableIcon() {
  return (
    <svg {...ICON_FRAME}>
      <rect {...ICON_STROKE} x="4" y="5" width="16" height="14" rx="1.5" />
      <path {...ICON_STROKE} d="M4 10h16M4 14.5h16M10 5v14" />
    </svg>
  );
}
