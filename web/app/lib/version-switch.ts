import { counterpartOf, type OperationIdentity } from "../api-reference/operation-index.ts";
import { apiGroupUrl, apiOperationUrl, apiOverviewUrl, docUrl, introUrl } from "./urls.ts";
import type { VersionPath } from "./versions.ts";

/** An entry of the docs version menu. */
export interface VersionLink {
  name: string;
  label: string;
  status: VersionPath["status"];
  href: string;
  /** True when the link goes to the same page in that version (not a fallback to its intro). */
  samePage: boolean;
  /** When not the same page, what the link falls back to: the same API group's page, the version's API overview, or its intro. */
  fallback?: "group" | "overview" | "intro";
}

/**
 * For the version menu of a doc page: each version links to the same slug when that version has
 * it, else to that version's intro. `slugsByVersion` maps a version name to its slugs.
 */
export function versionLinks<V extends VersionPath & { name: string; label: string }>(
  versions: V[],
  slug: string,
  slugsByVersion: Map<string, Set<string>>,
): VersionLink[] {
  return versions.map((version) => {
    const samePage = slugsByVersion.get(version.name)?.has(slug) ?? false;
    return {
      name: version.name,
      label: version.label,
      status: version.status,
      href: samePage ? docUrl(version, slug) : introUrl(version),
      samePage,
    };
  });
}

/** What a version's API reference holds: group slugs in order, each with its operations. */
export type ApiIndex = { group: string; operations: (OperationIdentity & { slug: string })[] }[];

/**
 * For the version menu of an API reference page: each version links to the same operation,
 * followed by the operation index's counterpart rule (operationId, else method and path, else group
 * and slug), so an operation that moved to another group is found; on a group page, or when the
 * operation has no counterpart, to the same group's page when that version has the group; else to
 * that version's API overview when it has an API reference (the same page on the overview, `group`
 * null); else to that version's intro. `operation` is the page's operation, or null on a group
 * page and the overview.
 */
export function apiVersionLinks<V extends VersionPath & { name: string; label: string }>(
  versions: V[],
  group: string | null,
  operation: OperationIdentity | null,
  apiByVersion: Map<string, ApiIndex>,
): VersionLink[] {
  return versions.map((version): VersionLink => {
    const index = apiByVersion.get(version.name) ?? [];
    const link = { name: version.name, label: version.label, status: version.status };
    const counterpart = operation
      ? counterpartOf(
          operation,
          index.flatMap((entry) => entry.operations),
        )
      : undefined;
    if (counterpart)
      return { ...link, href: apiOperationUrl(version, counterpart.group.slug, counterpart.slug), samePage: true };
    if (group !== null && index.some((entry) => entry.group === group))
      return {
        ...link,
        href: apiGroupUrl(version, group),
        samePage: operation === null,
        ...(operation ? { fallback: "group" as const } : {}),
      };
    if (index.length)
      return {
        ...link,
        href: apiOverviewUrl(version),
        samePage: group === null,
        ...(group !== null ? { fallback: "overview" as const } : {}),
      };
    return { ...link, href: introUrl(version), samePage: false, fallback: "intro" };
  });
}
