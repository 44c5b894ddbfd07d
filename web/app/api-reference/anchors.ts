/** Turns a property path into an anchor-safe id. */
export const anchorFor = (...parts: string[]): string =>
  parts
    .filter(Boolean)
    .join("-")
    .replace(/[^A-Za-z0-9_.-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
