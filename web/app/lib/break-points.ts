/**
 * Where a long path or URL in inline code may wrap, following the Chicago Manual of Style's rule
 * for URLs (17th ed., 14.18) as far as a browser's line breaking allows: never inside `://`, never
 * after a leading slash, after each later slash of a path (`/beneficiaries/` `requirements`), and
 * in a URL's host before each dot (`https://api` `.sandbox` `.tidewire.example/`), so `https://`
 * never stands alone on a line.
 * Returns `text` cut into the pieces between which a break may go; joined, they are `text`.
 */
export function breakPoints(text: string): string[] {
  const pieces: string[] = [];
  let piece = "";
  const scheme = text.indexOf("://");
  const hostEnd = scheme >= 0 ? text.indexOf("/", scheme + 3) : -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    const inHost = scheme >= 0 && index > scheme + 3 && (hostEnd < 0 || index < hostEnd);
    if (char === "." && inHost && piece) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
    const afterPathSlash =
      char === "/" && index > 0 && text[index - 1] !== "/" && text[index - 1] !== ":" && text[index + 1] !== "/";
    if (afterPathSlash && index < text.length - 1) {
      pieces.push(piece);
      piece = "";
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
