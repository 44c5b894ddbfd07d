/**
 * Rules a value must follow before it reaches a page, shared by the Studio's validation
 * (schemas/) and the build's (query-results.ts), so an editor is told in the Studio what would
 * otherwise fail the build. Pure: no Sanity or Node imports.
 */
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";

extend([a11yPlugin]);

/** A colour the site accepts from content: `#` and six hex digits, e.g. `#0b3d91` (CSS Color 4, hex notation). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The message for a colour that is not HEX_COLOUR. */
export const HEX_COLOUR_MESSAGE = "Use a colour like #0b3d91: # and six hex digits, nothing else.";

/** The least contrast between a text colour and its background: 4.5:1 (WCAG 2.2, 1.4.3 Contrast (Minimum), level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The contrast ratio of two HEX_COLOUR colours, from 1 to 21 (WCAG 2.2 "contrast ratio", computed by colord's a11y plugin). */
export const contrastRatio = (text: string, background: string): number => colord(text).contrast(background);

/**
 * Why `text` on `background` is hard to read, in words for an editor, or null when the pair has at
 * least MIN_TEXT_CONTRAST. Colours that are not HEX_COLOUR are left to HEX_COLOUR's own check.
 */
export function colourContrastProblem(text: string, background: string): string | null {
  if (!HEX_COLOUR.test(text) || !HEX_COLOUR.test(background)) return null;
  const ratio = contrastRatio(text, background);
  return ratio >= MIN_TEXT_CONTRAST
    ? null
    : `The text and background colours have a contrast of ${ratio.toFixed(2)}:1; readers need at least ${MIN_TEXT_CONTRAST}:1. ` +
        "Make one of them darker or lighter.";
}

/** The link schemes a page may carry (besides site paths and `#anchors`). */
export const LINK_SCHEMES = ["http:", "https:", "mailto:"] as const;

// An origin that no link of ours can point at: a site path resolved against it must stay on it.
const SITE_ORIGIN = "https://site.invalid";
// Browsers drop tabs and newlines from URLs (WHATWG URL, "basic URL parser") and treat `\` as `/`
// in http(s) URLs, so `/\t/evil.example` and `/\evil.example` are links to another site.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/**
 * Why `href` may not be used as a link, in words for an editor, or null when it may. Allowed:
 * a site path (`/docs/intro`, resolving to this site under the WHATWG URL parser: no `//` or `\`
 * after the first `/`), an in-page `#anchor`, and absolute `http:`, `https:` (with a host) and
 * `mailto:` URLs. Everything else (javascript:, data:, vbscript:, protocol-relative `//host`,
 * relative paths such as `docs/intro`, control characters) is refused.
 */
export function linkHrefProblem(href: string): string | null {
  if (href === "") return "Add the address the link goes to.";
  if (CONTROL_OR_SPACE.test(href)) return "Remove the spaces, tabs or line breaks from the address.";
  if (href.startsWith("#")) return null;
  if (href.startsWith("/")) {
    return new URL(href, SITE_ORIGIN).origin === SITE_ORIGIN
      ? null
      : "A site path starts with a single / (for example /docs/intro); // or /\\ lead to another site.";
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "Start the address with https://, http://, mailto: or / for a page of this site.";
  }
  if (!(LINK_SCHEMES as readonly string[]).includes(url.protocol))
    return `Links may not use ${url.protocol}; use https://, http://, mailto: or a site path starting with /.`;
  if (url.protocol !== "mailto:" && !url.hostname) return "Add the site's name after https://.";
  return null;
}

/** The largest document the site builds from, as JSON: 2 MB (the largest seed document, an OpenAPI document, is ~0.5 MB). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** The largest image file a page may show: 5 MB (a screenshot at 2x is well under 1 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Bytes as megabytes with one decimal, for messages: `12.3 MB`. */
export const formatMegabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Lowercase words joined by hyphens, e.g. `payment` or `beneficiary-validation`. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A doc page slug: kebab-case segments joined by `/`, e.g. `api-docs/payments`. */
export const DOC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A docs version's path segment, the folder of its pages (`/docs/<segment>`): lowercase letters,
 * digits, dots and hyphens, and never `.` or `..` alone, which name the folder itself or the one
 * above it (RFC 3986, section 3.3 dot-segments) and so would write and serve pages outside
 * `/docs/`. The Studio and the build both apply it.
 */
export const PATH_SEGMENT = /^(?!\.{1,2}$)[a-z0-9.-]+$/;

/** What an editor reads when a path segment breaks PATH_SEGMENT. */
export const PATH_SEGMENT_MESSAGE =
  "Use lowercase letters, digits, dots and hyphens, for example 1.37; not . or .. alone.";

/**
 * What is wrong with a slug that must match `pattern` (KEBAB_CASE or DOC_SLUG), for an editor,
 * with `example` as a slug that would do; null when it matches. The Studio's slug fields and the
 * build (query-results.ts) both apply it, so a slug the build refuses is one the Studio flagged.
 */
export function slugProblem(slug: string, pattern: RegExp, example: string): string | null {
  if (pattern.test(slug)) return null;
  if (slug !== slug.trim()) return "Remove the spaces at the start or end of the slug.";
  if (/[A-Z]/.test(slug)) return `Use lowercase letters only, for example ${example}.`;
  if (slug.startsWith("/") || slug.endsWith("/")) return `Do not start or end the slug with /, for example ${example}.`;
  return `Use lowercase letters, digits and hyphens${pattern === DOC_SLUG ? ", with / between folders" : ""}, for example ${example}.`;
}
