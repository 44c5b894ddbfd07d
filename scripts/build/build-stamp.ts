import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const CODE = ["web", "blocks", "schemas", "scripts", "react-router.config.ts", "vite.config.ts", "package-lock.json"];
const IGNORED = new Set(["node_modules", "images"]);

function hashInputs(root: string, inputs: string[], sourceEnvironment: boolean): string {
  const hash = createHash("sha256");
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!IGNORED.has(name)) walk(join(path, name));
    } else hash.update(relative(root, path)).update("\0").update(readFileSync(path));
  };
  inputs.forEach((input) => walk(join(root, input)));
  if (sourceEnvironment)
    for (const name of ["SANITY_PROJECT_ID", "SANITY_DATASET", "SANITY_API_VERSION", "TIDEWIRE_DATASET_FILE"])
      hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/**
 * sha256 over every input of the site build (content, app code, configs, lockfile), so
 * `npm start` can tell whether the last build is still current. Environment variables that pick
 * a live Sanity project are part of the stamp: switching sources forces a rebuild.
 */
export const buildInputsHash = (root: string): string => hashInputs(root, ["content", ...CODE], true);

/**
 * sha256 over everything but the content (and where it comes from): app code, blocks, schemas,
 * scripts, configs and lockfile. While it is unchanged, a new build may reuse the last one's app
 * build and re-render only the pages whose content changed (build/incremental-build.ts).
 */
export const codeInputsHash = (root: string): string => hashInputs(root, CODE, false);
