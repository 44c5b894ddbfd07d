import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The file of a build directory, beside `client/`, naming the day (`YYYY-MM-DD`) the next post
 * dated in the future comes out (finish-build.ts writes it); absent when none waits.
 */
export const NEXT_POST_RELEASE_FILE = ".next-post-release";

/**
 * When the build in `buildDir` should be followed by another so a held-back post comes out:
 * midnight UTC of its date, in ms since the epoch (queries.ts releases posts from then on), or
 * null when no post waits or the file is unreadable.
 */
export function nextPostReleaseTime(buildDir: string): number | null {
  try {
    const date = readFileSync(join(buildDir, NEXT_POST_RELEASE_FILE), "utf8").trim();
    const time = Date.parse(`${date}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}
