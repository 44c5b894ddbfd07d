import { resolve, sep } from "node:path";

/**
 * The path of `segments` under `dir`, resolved, after checking it stays inside `dir`: every file
 * the build writes or deletes from content (a page, its data, its Markdown twin, an image) goes
 * through it, so a path from content that climbs out (`..`, an absolute segment) can never touch a
 * file of the build host, whatever let it through. Throws naming the path and the directory.
 */
export function insideOutput(dir: string, ...segments: string[]): string {
  const root = resolve(dir);
  const target = resolve(root, ...segments);
  if (target !== root && !target.startsWith(`${root}${sep}`))
    throw new Error(`The build refuses to write or delete ${target}: it is outside ${root}`);
  return target;
}
