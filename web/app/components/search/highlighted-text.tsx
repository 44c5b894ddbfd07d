/**
 * Text with `[start, end)` ranges wrapped in `<mark>`. The text is rendered as text nodes, never
 * as HTML, so search input can never inject markup.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: [number, number][] }) {
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  ranges.forEach(([start, end], index) => {
    if (start < cursor || end > text.length) return;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
    cursor = end;
  });
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <>{parts}</>;
}
