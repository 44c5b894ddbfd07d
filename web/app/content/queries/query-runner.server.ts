import type { z } from "zod";
import type { ContentSource } from "./content-source.ts";
import type { QueryName } from "./query-types.ts";
import { forgetDerivedValues, noteQuery, resultHash } from "../build/route-dependencies.server.ts";
import { readsDrafts } from "../build/drafts.server.ts";
import { selectContentSource } from "./select-source.server.ts";
import { validateResult } from "./validate-result.ts";

let source: ContentSource | null = null;
const cache = new Map<string, Promise<{ raw?: unknown; hash: string; validated?: unknown }>>();

/** Replaces the content source (tests); clears cached results and the values derived from them. */
export function setContentSource(next: ContentSource): void {
  source = next;
  cache.clear();
  forgetDerivedValues();
}

/**
 * A query's raw result and its hash (route-dependencies.server.ts `resultHash`), fetched once per
 * process: a build prerenders hundreds of pages that share sidebars and settings, and published
 * content cannot change during one build. Drafts can, at any moment: in the drafts perspective
 * (SANITY_PERSPECTIVE, the draft preview) nothing is cached.
 */
function fetchOnce(query: string, params: Record<string, string>) {
  source ??= selectContentSource();
  const key = `${query}\0${JSON.stringify(params)}`;
  if (readsDrafts()) cache.clear();
  if (!cache.has(key))
    cache.set(
      key,
      source.fetch(query, params).then((raw) => ({ raw, hash: resultHash(raw) })),
    );
  return cache.get(key)!;
}

/**
 * Runs a named query and validates its result. `name` is the query's name in queries.ts (its
 * TypeGen result type is checked against the zod schemas in query-types.ts). The result is fetched
 * once per process (`fetchOnce`) and validated once. The route being prerendered notes the query
 * and a hash of its result (route-dependencies.server.ts). Throws ContentError (document `_id` and
 * field) on malformed content.
 */
export async function run<S extends z.ZodType>(
  name: QueryName,
  query: string,
  schema: S,
  params: Record<string, string> = {},
): Promise<z.infer<S>> {
  const result = await fetchOnce(query, params);
  if (!("validated" in result)) {
    result.validated = validateResult(schema, result.raw, name);
    // Once validated, the raw result is only its hash: a build holds every result it read.
    delete result.raw;
  }
  noteQuery({ name, params, hash: result.hash });
  return result.validated as z.infer<S>;
}

/**
 * The hash of a query's raw result, unvalidated, from the current content source: how an
 * incremental build asks again what a route asked. The result stays cached for `run`, which the
 * build's finishing steps then answer from.
 */
export async function queryResultHash(query: string, params: Record<string, string>): Promise<string> {
  return (await fetchOnce(query, params)).hash;
}
