import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileDataset, DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import { parseFlags, resolveProjectTarget, ScriptInputError } from "./project-target.ts";
import { runSanity } from "./sanity-cli.ts";

type Document = { _id: string; _type: string; [field: string]: unknown };

/**
 * Turns the compiled seed (asset documents plus `asset` references, the shape the build reads)
 * into what `sanity datasets import` uploads: asset documents are dropped, and each image's
 * `asset` reference becomes `_sanityAsset: "image@file://<content/images/...>"`, so the import
 * uploads the file and Sanity creates the real asset document.
 * Throws when an image refers to an asset that is not in `documents`.
 */
export function prepareImport(documents: Document[], contentDir: string): Document[] {
  const assets = new Map(documents.filter((doc) => doc._type === "sanity.imageAsset").map((doc) => [doc._id, doc]));
  const rewrite = (value: unknown, owner: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, owner));
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) if (key !== "asset") copy[key] = rewrite(child, owner);
    const ref = (record.asset as { _ref?: string } | undefined)?._ref;
    if (typeof ref === "string" && ref.startsWith("image-")) {
      const asset = assets.get(ref);
      if (!asset) throw new Error(`Document ${owner} uses image ${ref}, which is not in the compiled dataset.`);
      copy._sanityAsset = `image@${pathToFileURL(join(contentDir, String(asset.path))).href}`;
    } else if (record.asset !== undefined) copy.asset = rewrite(record.asset, owner);
    return copy;
  };
  return documents.filter((doc) => !doc._type.startsWith("sanity.")).map((doc) => rewrite(doc, doc._id) as Document);
}

/** The CLI arguments of the import: target, source file and how to treat documents that exist. */
export function importArguments(
  file: string,
  target: { projectId: string; dataset: string },
  mode: "replace" | "missing" | null,
): string[] {
  return [
    "datasets",
    "import",
    file,
    "--project-id",
    target.projectId,
    "--dataset",
    target.dataset,
    ...(mode ? [`--${mode}`] : []),
  ];
}

const USAGE = `Usage: npm run dataset:import -- [--project <id>] [--dataset <name>] [--replace | --missing]
  Compiles content/ and imports it into a Sanity dataset (images are uploaded).
  --project, --dataset  default to SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (dataset: production)
  --replace             overwrite documents that already exist (same _id)
  --missing             only add documents that do not exist yet
  Without --replace or --missing the import stops if any document exists.
  Needs a token with write access: SANITY_AUTH_TOKEN, or run npx sanity login first.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { flags, positional } = parseFlags(
      process.argv.slice(2),
      ["project", "dataset"],
      ["replace", "missing", "help"],
    );
    if (flags.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positional.length) throw new ScriptInputError(`Unexpected argument ${positional[0]}.\n${USAGE}`);
    if (flags.replace && flags.missing) throw new ScriptInputError("Use --replace or --missing, not both.");
    const target = resolveProjectTarget(flags, process.env);
    compileDataset(DEFAULT_PATHS);
    const documents = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Document);
    const dir = mkdtempSync(join(tmpdir(), "tidewire-import-"));
    const file = join(dir, "import.ndjson");
    try {
      writeFileSync(
        file,
        prepareImport(documents, DEFAULT_PATHS.contentDir)
          .map((doc) => JSON.stringify(doc))
          .join("\n") + "\n",
      );
      console.log(`Importing ${documents.length} documents into ${target.projectId}/${target.dataset}…`);
      const run = await runSanity(
        importArguments(file, target, flags.replace ? "replace" : flags.missing ? "missing" : null),
      );
      process.stdout.write(run.stdout);
      process.stderr.write(run.stderr);
      if (run.code !== 0) {
        if (/already exists|documentAlreadyExists|exist/i.test(run.stderr + run.stdout))
          console.error(
            "Some documents already exist: run again with --replace to overwrite them, or --missing to keep them.",
          );
        process.exit(run.code);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } catch (error) {
    console.error(`dataset:import: ${(error as Error).message}`);
    process.exit(1);
  }
}
