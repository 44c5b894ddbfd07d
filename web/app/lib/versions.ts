import type { VersionPath } from "./urls.ts";

/** The facts about the documentation versions every part of the site needs, computed once from the dataset. */
export interface VersionFacts<V extends VersionPath> {
  /** Every version, in the dataset's order (current first). */
  all: V[];
  /** The one version with status `current`, served at `/docs`. */
  current: V;
  /** The others, each served at `/docs/<pathSegment>`. */
  unmaintained: V[];
}

/** True for the current version (SPEC.md section 1: the current one, and older ones). */
export const isCurrentVersion = (version: Pick<VersionPath, "status">): boolean => version.status === "current";

/**
 * Sorts the dataset's versions into `VersionFacts`. Throws when not exactly one version is
 * current, or when two versions share a path segment: the site's URLs would be ambiguous.
 */
export function versionFacts<V extends VersionPath & { name: string }>(versions: V[]): VersionFacts<V> {
  const current = versions.filter(isCurrentVersion);
  if (current.length !== 1) throw new Error(`Invalid content: exactly one docVersion must have status "current" (found ${current.length})`);
  const unmaintained = versions.filter((version) => !isCurrentVersion(version));
  const segments = new Set<string>();
  for (const version of unmaintained) {
    if (segments.has(version.pathSegment)) throw new Error(`Invalid content: two docVersion documents have pathSegment "${version.pathSegment}"`);
    segments.add(version.pathSegment);
  }
  return { all: versions, current: current[0], unmaintained };
}
