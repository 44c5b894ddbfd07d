/**
 * The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line, then
 * indented `Name: value` lines. `/*` matches any path; a pattern ending in `/*` matches below it.
 */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Writes rules in `_headers` format. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map((rule) =>
        [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
      )
      .join("\n\n") + "\n"
  );
}

/** Reads a `_headers` file. Lines starting with `#` are comments. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const separator = line.indexOf(":");
      if (separator > 0 && rules.length)
        rules.at(-1)!.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return rules;
}

/** Whether a `_headers` pattern matches a request path. */
export function patternMatches(pattern: string, path: string): boolean {
  if (pattern === "/*") return true;
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** The headers for a path: every matching rule in file order, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => patternMatches(rule.pattern, path)).map((rule) => rule.headers));
}
