import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hashFiles } from "../hash-files.ts";

// Whether the compiled dataset is current, told without loading the compiler (compile-dataset.ts),
// so a build of unchanged content does not pay for its parsers.

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Default locations: sources in content/, dataset in .cache/, images copied into web/public/images. */
export const DEFAULT_PATHS = {
  contentDir: join(root, "content"),
  datasetFile: join(root, ".cache/dataset.ndjson"),
  publicImagesDir: join(root, "web/public/images"),
};

/** Where the dataset's stamp (`DatasetStamp`) is kept: beside the dataset. */
export const datasetStampFile = (paths: typeof DEFAULT_PATHS): string => `${paths.datasetFile}.stamp.json`;

/**
 * What compiling a dataset records once it is done: the hash of its inputs (`datasetInputsHash`)
 * and the names of the image files it published into `publicImagesDir`, which the site serves at
 * `/images/` and the dataset's image assets point to.
 */
export interface DatasetStamp {
  inputs: string;
  images: string[];
}

/**
 * sha256 over everything the compiled dataset is made from: every file under `contentDir`, the
 * compiler's modules that shape documents, and the block types' Markdown syntax.
 */
export function datasetInputsHash(contentDir: string): string {
  const hash = hashFiles(createHash("sha256"), contentDir, ["."]);
  hashFiles(hash, import.meta.dirname, [
    "content-sources.ts",
    "markdown-body.ts",
    "document-ids.ts",
    "image-assets.ts",
  ]);
  // The block types' Markdown syntax (blocks/*/markdown.ts and the registry) decides the stored bodies too.
  return hashFiles(hash, join(root, "blocks"), ["."], {
    include: (path) => /markdown(-parts)?\.ts$/.test(path),
  }).digest("hex");
}

/**
 * Whether the dataset at `paths` was compiled from inputs whose hash is `inputHash` (default: the
 * inputs now) and the images that compile published are still in `publicImagesDir`: a folder
 * emptied or removed since (a clean of ignored files, a new worktree given the cache) would
 * otherwise build a site whose images are missing. False when the stamp is missing or unreadable.
 */
export function isDatasetCurrent(
  paths: typeof DEFAULT_PATHS,
  inputHash = datasetInputsHash(paths.contentDir),
): boolean {
  if (!existsSync(paths.datasetFile)) return false;
  let stamp: DatasetStamp;
  try {
    stamp = JSON.parse(readFileSync(datasetStampFile(paths), "utf8")) as DatasetStamp;
  } catch {
    return false;
  }
  return (
    stamp.inputs === inputHash &&
    Array.isArray(stamp.images) &&
    stamp.images.every((name) => existsSync(join(paths.publicImagesDir, name)))
  );
}
