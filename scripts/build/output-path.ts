import { join, resolve, sep } from "node:path";

/**
 * The path of `segments` under `dir`, resolved, after checking it stays inside `dir`: every file
 * the build writes or deletes from content (a page, its data, its Markdown twin, an image) goes
 * through it, so a path from content that climbs out (`..`) can never touch a file of the build
 * host, whatever let it through; a segment starting with `/` stays under `dir`, as a site path
 * does. Throws naming the path and the directory.
 */
export function insideOutput(dir: string, ...segments: string[]): string {
  const root = resolve(dir);
  // Joined, not resolved: a segment starting with / is a site path under `dir`, never the host's root.
  const target = resolve(join(root, ...segments));
  if (target !== root && !target.startsWith(`${root}${sep}`))
    throw new Error(`The build refuses to write or delete ${target}: it is outside ${root}`);
  return target;
}
