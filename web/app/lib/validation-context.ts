/**
 * What the Studio's validators need to know of the context they run in, without the Studio
 * runtime (so the build, the CLI scripts and node tests can load it): which document a draft or
 * release version belongs to, and whether the Content Lake can be asked at all.
 */

/**
 * Name of the environment variable that turns off the checks that need the Content Lake
 * (slug and key uniqueness, "only one current version", the announcement ID check). Only
 * `sanity documents validate --file` run offline sets it: there is no API to ask, and the
 * project's own tests check the same facts on the whole file.
 */
export const OFFLINE_VALIDATION_ENV = "TIDEWIRE_OFFLINE_VALIDATION";

/**
 * True when API-backed checks must be skipped: the validation runs in the Sanity CLI (never in the
 * Studio, whatever the environment) and TIDEWIRE_OFFLINE_VALIDATION is `1`.
 * `globalThis.process` because the Studio bundle has no `process`.
 */
export function isOfflineCliValidation(context: { environment?: string }): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return context.environment === "cli" && env?.[OFFLINE_VALIDATION_ENV] === "1";
}

/**
 * The published `_id` of a document id: without `drafts.` or `versions.<release>.` (Sanity's id
 * conventions). Written here, not imported from `sanity`, so node-side tests can load this module
 * without the Studio runtime.
 */
export function getPublishedId(id: string): string {
  if (id.startsWith("drafts.")) return id.slice("drafts.".length);
  if (id.startsWith("versions.")) return id.split(".").slice(2).join(".");
  return id;
}
