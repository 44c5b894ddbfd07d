import { docUrl, type VersionPath } from "./urls.ts";

/** An entry of the docs version menu. */
export interface VersionLink {
  name: string;
  label: string;
  status: VersionPath["status"];
  href: string;
  /** True when the link goes to the same page in that version (not a fallback to its intro). */
  samePage: boolean;
}

/**
 * For the version menu of a doc page: each version links to the same slug when that version has
 * it, else to that version's intro. `slugsByVersion` maps a version name to its slugs.
 */
export function versionLinks<V extends VersionPath & { name: string; label: string }>(
  versions: V[],
  slug: string,
  slugsByVersion: Map<string, Set<string>>,
  fallbackSlug = "intro",
): VersionLink[] {
  return versions.map((version) => {
    const samePage = slugsByVersion.get(version.name)?.has(slug) ?? false;
    return { name: version.name, label: version.label, status: version.status, href: docUrl(version, samePage ? slug : fallbackSlug), samePage };
  });
}

/** What a version's API reference holds: group slugs in order, each with its operation slugs. */
export type ApiIndex = { group: string; operations: Set<string> }[];

/**
 * For the version menu of an API reference page: each version links to the same
 * operation (or group page) when it has it, else to the start of its API reference (its first
 * group page), else, when it has no API reference, to its intro.
 */
export function apiVersionLinks<V extends VersionPath & { name: string; label: string }>(
  versions: V[],
  group: string,
  operation: string | null,
  apiByVersion: Map<string, ApiIndex>,
): VersionLink[] {
  return versions.map((version) => {
    const index = apiByVersion.get(version.name) ?? [];
    const sameGroup = index.find((entry) => entry.group === group);
    const base = docUrl(version, "api");
    let href: string;
    let samePage = false;
    if (sameGroup && (operation === null || sameGroup.operations.has(operation))) {
      href = operation === null ? `${base}/${group}` : `${base}/${group}/${operation}`;
      samePage = true;
    } else if (index.length) href = `${base}/${index[0].group}`;
    else href = docUrl(version, "intro");
    return { name: version.name, label: version.label, status: version.status, href, samePage };
  });
}
