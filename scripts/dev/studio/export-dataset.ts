import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { parseFlags, resolveProjectTarget, ScriptInputError } from "./project-target.ts";
import { repoRoot, runSanity } from "./sanity-cli.ts";

type Document = { _id: string; _type: string; [field: string]: unknown };

/**
 * Reads the file named `*\/data.ndjson` out of a (gzipped) tar archive, as
 * `sanity datasets export` writes it. A minimal ustar reader: 512-byte headers, name at 0..100,
 * octal size at 124..136, optional ustar prefix at 345..500, PAX headers skipped.
 * Throws when the archive has no data.ndjson.
 */
export function readDataNdjson(archive: Buffer): string {
  const tar = archive[0] === 0x1f && archive[1] === 0x8b ? gunzipSync(archive) : archive;
  const text = (start: number, end: number) => tar.subarray(start, end).toString("utf8").replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, offset + 100);
    if (!name) break; // two zero blocks end the archive
    const size = parseInt(text(offset + 124, offset + 136).trim() || "0", 8);
    const prefix = text(offset + 345, offset + 500);
    const fullName = prefix ? `${prefix}/${name}` : name;
    const body = offset + 512;
    if (/(^|\/)data\.ndjson$/.test(fullName)) return tar.subarray(body, body + size).toString("utf8");
    offset = body + Math.ceil(size / 512) * 512;
  }
  throw new Error("The export has no data.ndjson: is it a Sanity dataset export?");
}

/**
 * Keeps what the site build reads (web/app/content/queries/dataset-source.server.ts): published documents
 * and image asset documents, sorted by `_id` like the compiled seed. Drafts, release versions and
 * system documents (`system.*`, other `sanity.*` types) are dropped.
 */
export function toBuildDataset(ndjson: string): Document[] {
  return ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Document)
    .filter(
      (doc) =>
        !doc._id.startsWith("drafts.") &&
        !doc._id.startsWith("versions.") &&
        !doc._type.startsWith("system.") &&
        (!doc._type.startsWith("sanity.") || doc._type === "sanity.imageAsset"),
    )
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** The CLI arguments of the export: raw documents (asset references kept, nothing downloaded), no drafts. */
export function exportArguments(target: { projectId: string; dataset: string }, archive: string): string[] {
  return [
    "datasets",
    "export",
    target.dataset,
    archive,
    "--project-id",
    target.projectId,
    "--raw",
    "--no-drafts",
    "--overwrite",
  ];
}

/** Where the export goes by default: beside the compiled seed, never over it. */
export const DEFAULT_EXPORT_FILE = join(repoRoot, ".cache/exported-dataset.ndjson");

const USAGE = `Usage: npm run dataset:export -- [output.ndjson] [--project <id>] [--dataset <name>]
  Exports a Sanity dataset's published documents in the NDJSON format the site build reads.
  output      default .cache/exported-dataset.ndjson; build from it with
              TIDEWIRE_DATASET_FILE=<output> npm run build
  --project, --dataset  default to SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (dataset: production)
  Needs read access: SANITY_AUTH_TOKEN for a private dataset, or run npx sanity login first.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { flags, positional } = parseFlags(process.argv.slice(2), ["project", "dataset"], ["help"]);
    if (flags.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positional.length > 1) throw new ScriptInputError(`Give one output file, not ${positional.length}.\n${USAGE}`);
    if (positional[0] && !positional[0].endsWith(".ndjson"))
      throw new ScriptInputError(`The output file must end in .ndjson (got ${positional[0]}).`);
    const output = resolve(positional[0] ?? DEFAULT_EXPORT_FILE);
    const target = resolveProjectTarget(flags, process.env);
    const dir = mkdtempSync(join(tmpdir(), "tidewire-export-"));
    try {
      const archive = join(dir, "export.tar.gz");
      const run = await runSanity(exportArguments(target, archive));
      if (run.code !== 0) {
        process.stderr.write(run.stderr || run.stdout);
        throw new Error(`sanity datasets export failed for ${target.projectId}/${target.dataset}.`);
      }
      const documents = toBuildDataset(readDataNdjson(readFileSync(archive)));
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
      console.log(
        `Exported ${documents.length} documents from ${target.projectId}/${target.dataset} to ${relative(process.cwd(), output)}.`,
      );
      console.log(`Build from it: TIDEWIRE_DATASET_FILE=${relative(process.cwd(), output)} npm run build`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } catch (error) {
    console.error(`dataset:export: ${(error as Error).message}`);
    process.exit(1);
  }
}
