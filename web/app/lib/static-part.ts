/**
 * Static parts (docs/decisions/0010-react-router-progressive-enhancement.md): content that never
 * changes after the build (Portable Text bodies, API reference sections, docs sidebars, the home
 * page) is rendered once, on the server, as part of the page's own render. A route's loader data
 * never holds it: it holds a `StaticPart`, a small reference saying which part to render and from
 * what, and the server renders it in place (render/static-parts.server.tsx). The browser keeps the
 * prerendered markup on hydration; after a client navigation it takes the part's markup from the
 * target page's prerendered HTML (lib/page-parts.ts). So the content travels once per page: as
 * markup, never again as data.
 */

/** The HTML attribute naming the part an element holds, on the server's markup and in the browser. */
export const STATIC_PART_ATTRIBUTE = "data-static-part";

/** What each kind of static part is rendered from: the arguments of its server renderer. */
export interface StaticPartArgs {
  /** A guide, intro or tutorial's body; `splat` is the path after `/docs/`. */
  "doc-body": { splat: string };
  /** A docs sidebar of `version` (its name) and `sidebar`, with the page at `current` marked. */
  "docs-sidebar": { version: string; sidebar: string; current: string };
  /** The API changes between a version pair (`<older>-to-<newer>`). */
  "api-changes": { pair: string };
  /** A version's API reference overview; `version` is its name. */
  "api-overview": { version: string };
  /** An API group's specification page. */
  "api-group": { version: string; group: string };
  /** An API operation's reference text: title, endpoint, parameters, bodies, responses. */
  "api-operation-article": { version: string; group: string; operation: string };
  /** An API operation's side column: request samples and examples. */
  "api-operation-examples": { version: string; group: string; operation: string };
  /** A blog post's body. */
  "blog-post-body": { slug: string };
  /** A standalone page's body. */
  "page-body": { slug: string };
  /** The home page's content. */
  home: Record<string, never>;
  /** The error catalogue's list of problem types. */
  "error-catalogue": Record<string, never>;
  /** One problem type's page. */
  "error-type": { type: string };
  /** The announcement bar, the same on every page (components/chrome-part.tsx). */
  announcement: Record<string, never>;
  /** The site footer, the same on every page (components/chrome-part.tsx). */
  footer: Record<string, never>;
}

export type StaticPartKind = keyof StaticPartArgs;

/** A reference to a static part in loader data: its kind and what it is rendered from. One part of each kind per page. */
export interface StaticPart<K extends StaticPartKind = StaticPartKind> {
  staticPart: K;
  args: StaticPartArgs[K];
}

/** The reference to the part of `kind` rendered from `args`. */
export function staticPart<K extends StaticPartKind>(kind: K, args: StaticPartArgs[K]): StaticPart<K> {
  return { staticPart: kind, args };
}

/** True for a `StaticPart` (an object with a string `staticPart` and an `args` object). */
export function isStaticPart(value: unknown): value is StaticPart {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const part = value as Partial<StaticPart>;
  return typeof part.staticPart === "string" && typeof part.args === "object" && part.args !== null;
}

/** A string naming the part and what it is rendered from: two references with the same key show the same markup. */
export const staticPartKey = (part: StaticPart): string => `${part.staticPart}:${JSON.stringify(part.args)}`;

/**
 * Every `StaticPart` anywhere in `value` (plain objects and arrays, walked depth-first; cycles are
 * not followed twice): the parts a page's loader data asks for.
 */
export function findStaticParts(value: unknown, found: StaticPart[] = [], seen = new Set<object>()): StaticPart[] {
  if (!value || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  if (isStaticPart(value)) {
    found.push(value);
    return found;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) findStaticParts(child, found, seen);
  return found;
}
