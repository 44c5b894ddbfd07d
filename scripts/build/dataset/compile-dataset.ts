import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { imageFiles, readContent } from "./content-sources.ts";
import {
  DEFAULT_PATHS,
  datasetInputsHash,
  type DatasetStamp,
  datasetStampFile,
  isDatasetCurrent,
} from "./dataset-stamp.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export { DEFAULT_PATHS };

/** Writes `text` to a file beside `file`, then renames it over `file` (rename(2) replaces it atomically). */
function writeFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Compiles content/ into a Sanity NDJSON export file (one JSON document a line, sorted by `_id`)
 * and copies the images the embedded build serves. Skips the work when the dataset is current
 * (`isDatasetCurrent`: the inputs' sha256 matches the stamp beside the dataset and the images it
 * published are in place), unless `force` is set.
 * Returns the number of documents written, or null when the dataset was fresh.
 * Throws a ContentError (document `_id`, field, file) on invalid content; nothing is written then.
 */
export function compileDataset(paths = DEFAULT_PATHS, { force = false } = {}): number | null {
  const inputHash = datasetInputsHash(paths.contentDir);
  if (!force && isDatasetCurrent(paths, inputHash)) return null;
  const documents = readContent(paths.contentDir);
  mkdirSync(dirname(paths.datasetFile), { recursive: true });
  // The dataset, then its images, then the stamp that says both are current. The dataset and the
  // stamp are each replaced in one rename, so a process reading them meanwhile (a test worker, a
  // build) sees the old file or the new, whole; until the new stamp is written, images missing
  // from the emptied folder make the old one say the dataset is not current.
  writeFileAtomically(paths.datasetFile, documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
  // Only the files that became image assets, into an emptied folder: a file deleted from
  // content/images is no longer published, and nothing else in the folder ever is.
  rmSync(paths.publicImagesDir, { recursive: true, force: true });
  mkdirSync(paths.publicImagesDir, { recursive: true });
  const images = imageFiles(paths.contentDir).map((file) => {
    copyFileSync(file, join(paths.publicImagesDir, basename(file)));
    return basename(file);
  });
  writeFileAtomically(datasetStampFile(paths), JSON.stringify({ inputs: inputHash, images } satisfies DatasetStamp));
  return documents.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const count = compileDataset(DEFAULT_PATHS, { force: process.argv.includes("--force") });
    console.log(
      count === null
        ? "dataset is up to date"
        : `compiled ${count} documents into ${relative(root, DEFAULT_PATHS.datasetFile)}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
