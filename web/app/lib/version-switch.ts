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
 * it, else to that version's intro (issue #2). `slugsByVersion` maps a version name to its slugs.
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
