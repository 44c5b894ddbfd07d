import type { z } from "zod";
import type { ContentSource } from "./content-source.ts";
import type { QueryName } from "./query-types.ts";
import { forgetDerivedValues, noteQuery, resultHash } from "../build/route-dependencies.server.ts";
import { readsDrafts } from "../build/drafts.server.ts";
import { selectContentSource } from "./select-source.server.ts";
import { validateResult } from "./validate-result.ts";

let source: ContentSource | null = null;
const cache = new Map<string, Promise<{ hash: string; validated: unknown }>>();

/** Replaces the content source (tests); clears cached results and the values derived from them. */
export function setContentSource(next: ContentSource): void {
  source = next;
  cache.clear();
  forgetDerivedValues();
}

/**
 * Runs a named query and validates its result. `name` is the query's name in queries.ts (its
 * TypeGen result type is checked against the zod schemas in query-types.ts). Results are cached
 * for the life of the process: a build prerenders hundreds of pages that share sidebars and
 * settings, and published content cannot change during one build. Drafts can, at any moment: in
 * the drafts perspective (SANITY_PERSPECTIVE, the draft preview) nothing is cached. The route being prerendered notes the
 * query and a hash of its result (route-dependencies.server.ts). Throws ContentError
 * (document `_id` and field) on malformed content.
 */
export async function run<S extends z.ZodType>(
  name: QueryName,
  query: string,
  schema: S,
  params: Record<string, string> = {},
): Promise<z.infer<S>> {
  source ??= selectContentSource();
  const key = `${query}\0${JSON.stringify(params)}`;
  if (readsDrafts()) cache.clear();
  if (!cache.has(key))
    cache.set(
      key,
      source
        .fetch(query, params)
        .then((raw) => ({ hash: resultHash(raw), validated: validateResult(schema, raw, name) })),
    );
  const { hash, validated } = await cache.get(key)!;
  noteQuery({ name, params, hash });
  return validated as z.infer<S>;
}

/** Runs a query unvalidated and uncached against the current content source: how an incremental build asks again what a route asked. */
export function runRaw(query: string, params: Record<string, string>): Promise<unknown> {
  source ??= selectContentSource();
  return source.fetch(query, params);
}
