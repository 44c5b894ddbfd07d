import { isCurrentVersion } from "../../web/app/lib/versions.ts";

/**
 * The rules every docs version cut follows, on content/ files (cut-version.ts) or on a Sanity
 * project (cut-version-in-project.ts): which new version names are accepted, and how the links of
 * the version that stops being current are pinned to its own path.
 */

/** A bad request: the message says what to do; nothing was changed. */
export class VersionCutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VersionCutError";
  }
}

/** What a cut did, for the summary. */
export interface VersionCutResult {
  newVersion: string;
  previousVersion: string;
  copiedPages: number;
  copiedApiSpec: boolean;
  /** Links in the previous version's pages rewritten from /docs/... to /docs/<previous>/... */
  rewrittenLinks: number;
}

/** A version as a cut reads it (versions.yaml entry or docVersion document). */
export interface VersionEntry {
  name: string;
  pathSegment: string;
  status: string;
}

const VERSION_NAME = /^\d+(\.\d+)*$/;

/** Compares dotted version numbers numerically, part by part: `9.5` < `9.10` < `10.1`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/**
 * The address a link of the version that stops being current must now have: `/docs/<path>` meant
 * "the current version" and must now say `/docs/<pathSegment>/<path>`, or the frozen pages would
 * link into the new version. Paths already naming a version (`otherSegments`, `pathSegment`),
 * /docs/api-changes/... (only served under the current version) and anything outside /docs/ are
 * returned unchanged.
 */
export function pinDocPath(href: string, pathSegment: string, otherSegments: string[]): string {
  const match = href.match(/^\/docs\/(.*)$/s);
  if (!match) return href;
  const first = match[1].split(/[/#?]/)[0];
  if (first === pathSegment || first === "api-changes" || otherSegments.includes(first)) return href;
  return `/docs/${pathSegment}/${match[1]}`;
}

/**
 * Pins the Markdown links of a page of the version that stops being current (pinDocPath).
 * Returns the new text and the number of links changed.
 */
export function pinDocLinks(
  markdown: string,
  pathSegment: string,
  otherSegments: string[],
): { text: string; count: number } {
  let count = 0;
  const text = markdown.replace(/(\]\(\s*)(\/docs\/[^)\s]*)/g, (match, opening: string, href: string) => {
    const pinned = pinDocPath(href, pathSegment, otherSegments);
    if (pinned === href) return match;
    count++;
    return `${opening}${pinned}`;
  });
  return { text, count };
}

/**
 * The checks every cut makes before changing anything, on the existing `versions` (`where` names
 * their source in messages): the name is a version number, exactly one version is current, the
 * name is not taken (as a name or a path segment) and is newer than the current version.
 * Returns the trimmed name and the current version. Throws VersionCutError saying what to do.
 */
export function checkNewVersion<V extends VersionEntry>(
  newVersion: string,
  versions: V[],
  where: string,
): { name: string; previous: V } {
  const name = newVersion.trim();
  if (!name) throw new VersionCutError("Name the new version, for example: npm run version:cut -- 2.1");
  if (!VERSION_NAME.test(name))
    throw new VersionCutError(`"${name}" is not a version number. Use numbers separated by dots, for example 2.1.`);
  const current = versions.filter((v) => isCurrentVersion(v));
  if (current.length !== 1)
    throw new VersionCutError(
      `${where} must have exactly one current version; it has ${current.length}. Fix it first.`,
    );
  const previous = current[0]!;
  if (versions.some((v) => v.name === name || v.pathSegment === name))
    throw new VersionCutError(`Version ${name} already exists (${where}). Pick a new version number.`);
  if (compareVersions(name, previous.name) <= 0) {
    throw new VersionCutError(
      `Version ${name} is not newer than the current version ${previous.name}. The new ` +
        `version becomes current, so pick a higher number, for example ${previous.name.replace(/\d+$/, (last) => String(Number(last) + 1))}.`,
    );
  }
  return { name, previous };
}
