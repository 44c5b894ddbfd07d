import { ContentError } from "./content-error.ts";

/** A docVersion's statuses (SPEC.md section 1: the current version, and older ones kept unmaintained). */
export const VERSION_STATUSES = ["current", "unmaintained"] as const;

/** A docVersion's status: `current` (served at /docs) or `unmaintained`. */
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** The part of a docVersion that decides its URLs (urls.ts). */
export interface VersionPath {
  status: VersionStatus;
  pathSegment: string;
}

/** The facts about the documentation versions every part of the site needs, computed once from the dataset. */
export interface VersionFacts<V extends VersionPath> {
  /** Every version, in the dataset's order (current first). */
  all: V[];
  /** The one version with status `current`, served at `/docs`. */
  current: V;
  /** The others, each served at `/docs/<pathSegment>`. */
  unmaintained: V[];
}

/**
 * True for the current version (SPEC.md section 1: the current one, and older ones). Takes any
 * object with a status, typed or not (Studio documents and seed files hold a plain string).
 */
export const isCurrentVersion = (version: { status?: unknown }): boolean => version.status === "current";

/**
 * The status a docVersion is served with: `current` when `isCurrentVersion`, else `unmaintained`
 * (a missing or unknown status, as in a Studio draft, is not current).
 */
export const versionStatus = (version: { status?: unknown }): VersionStatus =>
  isCurrentVersion(version) ? "current" : "unmaintained";

/**
 * Sorts the dataset's versions into `VersionFacts`. Throws when not exactly one version is
 * current, or when two versions share a path segment: the site's URLs would be ambiguous.
 */
export function versionFacts<V extends VersionPath & { name: string }>(versions: V[]): VersionFacts<V> {
  const current = versions.filter(isCurrentVersion);
  if (current.length !== 1)
    throw new ContentError(null, "status", `must be "current" on exactly one docVersion, not ${current.length}`);
  const unmaintained = versions.filter((version) => !isCurrentVersion(version));
  const segments = new Set<string>();
  for (const version of unmaintained) {
    if (segments.has(version.pathSegment))
      throw new ContentError(null, "pathSegment", `"${version.pathSegment}" is used by two docVersion documents`);
    segments.add(version.pathSegment);
  }
  return { all: versions, current: current[0], unmaintained };
}
