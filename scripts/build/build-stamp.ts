import { createHash } from "node:crypto";
import { hashFiles } from "./hash-files.ts";

const CODE = ["web", "blocks", "schemas", "scripts", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function hashInputs(root: string, inputs: string[], sourceEnvironment: boolean): string {
  // web/public/images is a copy of content/images the dataset compiler makes, not an input.
  const hash = hashFiles(createHash("sha256"), root, inputs, { ignore: ["web/public/images"] });
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
