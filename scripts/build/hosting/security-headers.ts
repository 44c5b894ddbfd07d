import { createHash } from "node:crypto";

/**
 * Headers every response gets (OWASP Secure Headers Project recommendations):
 * no MIME sniffing, referrer trimmed cross-origin, powerful features off, HTTPS only (HSTS, 2 years).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Frame-Options": "DENY",
};

/**
 * The Content-Security-Policy of every SVG file. An SVG opened on its own is a document of this
 * origin and runs its scripts; `sandbox` (CSP Level 3) gives it an opaque origin with scripts off,
 * and `default-src 'none'` blocks anything it would load. Inline styles stay: diagrams use them.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Whether a path names an SVG file, which gets SVG_CONTENT_SECURITY_POLICY: by its extension in
 * any case, since hosts and browsers take `.SVG` as SVG too.
 */
export const isSvgPath = (path: string): boolean => /\.svg$/i.test(path);

/**
 * The Content-Security-Policy of responses that are not pages (redirects, errors): their short
 * bodies need nothing, so they may load and run nothing and may not be framed.
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `'sha256-…'` sources of every inline `<script>` (no `src`) in an HTML document (CSP Level 3, "hash-source"). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!match[1]) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a page: scripts only from this origin plus the page's own inline
 * scripts by hash (React Router's hydration data, the colour-mode script), a same-origin search
 * worker and fetches, no plugins, no framing. Styles allow inline `style` attributes, which the
 * build-time syntax highlighter and CMS colours use; scripts never run from them.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
