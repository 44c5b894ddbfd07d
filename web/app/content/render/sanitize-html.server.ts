import sanitizeHtml from "sanitize-html";

/**
 * Cleans an HTML string from the CMS (such as the footer copyright) with sanitize-html: keeps
 * links and inline emphasis, drops every other tag, every event handler attribute and any
 * non-http(s)/mailto link. External links get `rel="noopener noreferrer"`.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["a", "strong", "em", "b", "i", "br", "span", "code"],
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      }),
    },
  });
}
