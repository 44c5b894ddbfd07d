/** Plain text of Portable Text blocks (children text joined, one line per block): for Studio previews and comparing announcement versions. */
export function portableTextToPlain(blocks: unknown): string {
  if (!Array.isArray(blocks)) return "";
  return blocks
    .map((block) =>
      ((block as { children?: { text?: string }[] }).children ?? []).map((child) => child.text ?? "").join(""),
    )
    .join("\n")
    .trim();
}
