import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileDataset, DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import { OFFLINE_VALIDATION_ENV } from "../../../web/app/lib/validation-context.ts";
import { ContentError } from "../../../web/app/lib/content-error.ts";
import { createDatasetSource } from "../../../web/app/content/queries/dataset-source.server.ts";
import { setContentSource } from "../../../web/app/content/queries/query-runner.server.ts";
import { listPrerenderPaths } from "../../../web/app/content/views/site-paths.server.ts";
import { startContentLakeStandIn } from "./content-lake-stand-in.ts";
import { runSanity } from "./sanity-cli.ts";

/** One validation problem, as `sanity documents validate --format ndjson` reports it. */
export interface ValidationMarker {
  level: "error" | "warning" | "info";
  message: string;
  path: unknown[];
}

/** The validation result of one document. */
export interface DocumentValidation {
  documentId: string;
  documentType: string;
  level: "error" | "warning" | "info";
  markers: ValidationMarker[];
}

/** The outcome of validating a dataset file. */
export interface DatasetValidation {
  /** True when the CLI exited 0: no document has an error. */
  ok: boolean;
  /** Every document's result, problems or not. */
  documents: DocumentValidation[];
  /** What the CLI printed besides the results (progress, warnings, a crash message). */
  log: string;
}

/**
 * Validates an NDJSON dataset file against the Studio schema with the real Sanity CLI
 * (`sanity documents validate --file`), offline:
 * - SANITY_AUTH_TOKEN: the CLI refuses to start without one; any value works, nothing checks it.
 * - TIDEWIRE_OFFLINE_VALIDATION=1: validators that need the Content Lake (slug and key
 *   uniqueness, one current version, the announcement ID) pass; see schemas/validation.ts.
 * - References: answered by a local stand-in from the same file (content-lake-stand-in.ts), so
 *   a reference to a document that is not in the file is an error naming the document.
 * Resolves with every document's markers; rejects only when the CLI cannot run at all.
 */
export async function validateDatasetOffline(datasetFile: string): Promise<DatasetValidation> {
  const file = resolve(datasetFile);
  const standIn = await startContentLakeStandIn(file);
  try {
    const run = await runSanity(
      ["documents", "validate", "--file", file, "--yes", "--format", "ndjson", "--level", "warning"],
      {
        SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || "offline-validation",
        [OFFLINE_VALIDATION_ENV]: "1",
        SANITY_INTERNAL_ENV: standIn.apiHost,
        HTTP_PROXY: standIn.proxyUrl,
        http_proxy: standIn.proxyUrl,
        HTTPS_PROXY: standIn.proxyUrl,
        https_proxy: standIn.proxyUrl,
        NO_PROXY: "",
        no_proxy: "",
      },
    );
    const documents: DocumentValidation[] = [];
    const log: string[] = [run.stderr];
    for (const line of run.stdout.split("\n")) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      try {
        const parsed = JSON.parse(trimmed) as Partial<DocumentValidation>;
        if (typeof parsed.documentId === "string") documents.push({ markers: [], ...parsed } as DocumentValidation);
        else log.push(trimmed);
      } catch {
        log.push(trimmed);
      }
    }
    return { ok: run.code === 0, documents, log: log.join("\n").trim() };
  } finally {
    await standIn.close();
  }
}

/** One line per problem: `error docPage.2-0.intro body[_key=="abc"]: message`. */
export function formatProblems(documents: DocumentValidation[]): string[] {
  const segment = (part: unknown) =>
    typeof part === "string"
      ? `.${part}`
      : typeof part === "number"
        ? `[${part}]`
        : `[_key=="${(part as { _key?: string })?._key}"]`;
  return documents.flatMap((doc) =>
    doc.markers.map(
      (marker) =>
        `${marker.level} ${doc.documentId} ${marker.path.map(segment).join("").replace(/^\./, "") || "(document)"}: ${marker.message}`,
    ),
  );
}

/**
 * What the site build refuses in `datasetFile` before it renders a page: the content layer lists
 * every address of the site from it (site-paths.server.ts listPrerenderPaths), which validates
 * each slug, version and reference the addresses are made of (query-results.ts). Returns the
 * first problem as a line in formatProblems' form (`error <_id> <field>: <detail>`), or none.
 * Throws what is not a content problem.
 */
export async function siteAddressProblems(datasetFile: string): Promise<string[]> {
  setContentSource(createDatasetSource(resolve(datasetFile)));
  try {
    await listPrerenderPaths();
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [`error ${error.documentId ?? "(dataset)"} ${error.field}: ${error.detail}`];
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argument = process.argv[2];
  if (!argument) compileDataset(DEFAULT_PATHS);
  const file = argument ?? DEFAULT_PATHS.datasetFile;
  const result = await validateDatasetOffline(file);
  // The Sanity CLI reports a slug field's custom rules as warnings; the site's own checks make them errors.
  const siteProblems = await siteAddressProblems(file);
  const problems = [...formatProblems(result.documents), ...siteProblems];
  const ok = result.ok && siteProblems.length === 0;
  for (const line of problems) console.log(line);
  // No results and a failure means the CLI itself failed (config error, crash): show its output.
  if (!result.ok && !result.documents.length) console.error(result.log);
  console.log(
    ok
      ? `${file}: no errors, ${problems.length} warnings`
      : `Invalid content in ${file}: ${problems.filter((p) => p.startsWith("error")).length} errors`,
  );
  process.exit(ok ? 0 : 1);
}
