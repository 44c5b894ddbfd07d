/**
 * The `_redirects` file format of Netlify and Cloudflare Pages: one rule per line, `from to
 * [status]`; `*` and `:placeholder` in `from` make a rule dynamic; lines starting with `#` are
 * comments. The first rule that matches a path applies, and Cloudflare Pages wants static rules
 * before dynamic ones.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * The redirect statuses of RFC 9110 section 15.4 a redirect can answer with: those `_redirects`
 * accepts (Netlify, Cloudflare Pages) and those React Router's prerender writes as redirects
 * (@react-router/dev, vite/plugin.ts `redirectStatusCodes`).
 */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Writes rules in `_redirects` format, in their order. */
export function formatRedirectsFile(rules: RedirectRule[]): string {
  return `${rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join("\n")}\n`;
}

/** Reads a `_redirects` file; a line without a destination is skipped, a missing status is 302 (both hosts' default). */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, status = "302"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) return [];
    return [{ from, to, status: Number.parseInt(status, 10) }];
  });
}

/** True for a rule whose `from` is one exact path (no `*` splat, no `:placeholder`). */
export const isStaticRule = (rule: RedirectRule): boolean => !/[*]|\/:[A-Za-z]/.test(rule.from);
