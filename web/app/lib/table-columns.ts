/** Characters a column can claim at most, so one long cell does not starve the others. */
const MAX_WEIGHT = 60;
/** Characters every column gets at least, so a column of short values stays readable. */
const MIN_WEIGHT = 6;

/**
 * Column widths in percent for a table whose cells hold `texts[row][column]` (plain text).
 * Each column weighs its longest cell, clamped to 6–60 characters. The widths are set on
 * `<col>` elements so the browser sizes the columns from the whole table at once: without them,
 * auto table layout resized the columns while later rows were still being parsed, a layout shift.
 * Returns one width per column of the widest row, rounded to 0.1 %; empty for an empty table.
 */
export function tableColumnWidths(texts: string[][]): number[] {
  const columns = Math.max(0, ...texts.map((row) => row.length));
  const weights = Array.from({ length: columns }, (_, column) => {
    const longest = Math.max(0, ...texts.map((row) => (row[column] ?? "").trim().length));
    return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, longest));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.round((weight / total) * 1000) / 10);
}
