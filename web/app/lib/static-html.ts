/**
 * Static HTML in loader data (docs/decisions/0001-static-content-as-html.md): content that never
 * changes after the build (Portable Text bodies, API reference sections, the docs sidebar) is
 * rendered to HTML at build time and travels as a `StaticHtml` value. The prerendered page holds
 * it as markup; the route's `.data` file holds it as one string for client navigations; the
 * hydration data inlined in the page holds an empty string in its place, because the markup is
 * already there and React keeps it (see components/static-html.tsx).
 */

/** Build-time rendered HTML. `staticHtml` is "" in a first visit's hydration data. */
export interface StaticHtml {
  staticHtml: string;
}

/** True for a `StaticHtml` value (an object whose only key is a string `staticHtml`). */
export function isStaticHtml(value: unknown): value is StaticHtml {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "staticHtml" && typeof (value as StaticHtml).staticHtml === "string";
}

/**
 * Every non-empty `staticHtml` string anywhere in `value` (plain objects and arrays, walked
 * depth-first; cycles are not followed twice). Used on a route's loader data before it is
 * inlined into the prerendered page.
 */
export function collectStaticHtml(value: unknown, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (!value || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  if (isStaticHtml(value)) {
    if (value.staticHtml) found.add(value.staticHtml);
    return found;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) collectStaticHtml(child, found, seen);
  return found;
}

/**
 * Replaces the given strings with "" in turbo-stream text (React Router's loader-data encoding:
 * newline-separated chunks, each a JSON array of flattened values, optionally prefixed with
 * `P<id>:` or `E<id>:` for deferred values; turbo-stream writes strings with `JSON.stringify`,
 * vendor/turbo-stream-v2/flatten.js). Values are matched whole, never inside another string.
 * Chunks that are not such arrays (a bare negative index such as `-5`) pass through unchanged.
 */
export function blankStringsInTurboStream(text: string, strings: ReadonlySet<string>): string {
  if (!strings.size) return text;
  return text
    .split("\n")
    .map((chunk) => {
      const prefix = /^[PE]\d+:/.exec(chunk)?.[0] ?? "";
      const body = chunk.slice(prefix.length);
      if (!body.startsWith("[")) return chunk;
      const values = JSON.parse(body) as unknown[];
      return prefix + JSON.stringify(values.map((value) => (typeof value === "string" && strings.has(value) ? "" : value)));
    })
    .join("\n");
}
