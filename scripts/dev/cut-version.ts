import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isSeq, parseDocument, type Scalar, type YAMLMap } from "yaml";
import { createClient } from "@sanity/client";
import { isCurrentVersion } from "../../web/app/lib/versions.ts";
import { cutVersionInProject } from "./cut-version-in-project.ts";
import { parseFlags, type ProjectTarget, resolveProjectTarget } from "./studio/project-target.ts";
import {
  checkNewVersion,
  pinDocLinks,
  VersionCutError,
  type VersionCutResult,
  type VersionEntry,
} from "./version-cut-rules.ts";

/**
 * `npm run version:cut -- 2.1 [--project <id>]`: freezes the current docs version and starts a new one, like
 * `docusaurus docs:version`. The new version gets a copy of the current version's doc pages and
 * OpenAPI document and becomes current (served at /docs); the previous current version becomes
 * unmaintained, served at /docs/<its name>. In content/ (this module) or, with --project, in a
 * Sanity project's dataset (cut-version-in-project.ts).
 */

/** The Content Lake API version the project cut speaks (Sanity HTTP API, dated versions). */
const API_VERSION = "2025-02-19";

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return path.endsWith(".md") ? [path] : [];
  });
}

/**
 * Cuts `newVersion` in `contentDir` (layout in content/README.md): copies docs/<current>/ to
 * docs/<new>/ and openapi/<current>.yaml to openapi/<new>.yaml, pins the previous version's doc
 * links to its own path, and rewrites versions.yaml (new version first and current; previous
 * current unmaintained with pathSegment = its name; the others move down one place).
 * Throws VersionCutError, before changing anything, when the name is not a version number, the
 * version exists, it is not newer than the current version, or the files it would write exist.
 * If writing fails half-way, what was written is removed and the edited files restored.
 */
export function cutVersion(newVersion: string, contentDir: string): VersionCutResult {
  const versionsFile = join(contentDir, "versions.yaml");
  if (!existsSync(versionsFile))
    throw new VersionCutError(`${versionsFile} does not exist: is ${contentDir} the content folder?`);
  const versionsText = readFileSync(versionsFile, "utf8");
  const document = parseDocument(versionsText);
  if (document.errors.length || !isSeq(document.contents))
    throw new VersionCutError(`${versionsFile} is not a YAML list of versions: fix it first.`);
  const entries = document.contents.items as YAMLMap[];
  const versions = entries.map((item) => (isMap(item) ? (item.toJSON() as VersionEntry) : null));
  if (versions.some((v) => !v || typeof v.name !== "string"))
    throw new VersionCutError(
      `Every entry of ${versionsFile} needs a name (as a quoted string, for example name: "3.1").`,
    );
  const { name, previous } = checkNewVersion(newVersion, versions as VersionEntry[], versionsFile);

  const sourceDocs = join(contentDir, "docs", previous.name);
  const targetDocs = join(contentDir, "docs", name);
  const sourceSpec = join(contentDir, "openapi", `${previous.name}.yaml`);
  const targetSpec = join(contentDir, "openapi", `${name}.yaml`);
  if (!existsSync(sourceDocs))
    throw new VersionCutError(`The current version ${previous.name} has no pages folder ${sourceDocs}.`);
  for (const target of [targetDocs, targetSpec])
    if (existsSync(target))
      throw new VersionCutError(
        `${target} already exists. Remove it (or pick another version number) and run the cut again.`,
      );

  // Everything is checked; from here on, undo on failure.
  const pinned = markdownFiles(sourceDocs).map((file) => {
    const original = readFileSync(file, "utf8");
    return {
      file,
      original,
      ...pinDocLinks(
        original,
        previous.name,
        versions.map((v) => v!.pathSegment),
      ),
    };
  });
  const staging = join(contentDir, "docs", `.${name}.partial`);
  try {
    cpSync(sourceDocs, staging, { recursive: true });
    renameSync(staging, targetDocs);
    if (existsSync(sourceSpec)) cpSync(sourceSpec, targetSpec);
    for (const page of pinned) if (page.count) writeFileSync(page.file, page.text);
    entries.forEach((item, index) => {
      const version = versions[index]!;
      if (isCurrentVersion(version)) {
        item.set("status", "unmaintained");
        item.set("pathSegment", version.name);
      }
      const order = item.get("order");
      item.set("order", typeof order === "number" ? order + 1 : index + 1);
    });
    const added = document.createNode({
      name,
      label: name,
      pathSegment: name,
      status: "current",
      order: 0,
    }) as unknown as YAMLMap<string, Scalar>;
    // Quote like the existing entries; a plain 2.1 would read back as a number.
    for (const key of ["name", "label", "pathSegment"]) (added.get(key, true) as Scalar).type = "QUOTE_DOUBLE";
    // The file's leading comment is attached to the first entry: keep it at the top.
    const first = entries[0];
    if (first?.commentBefore) {
      added.commentBefore = first.commentBefore;
      first.commentBefore = undefined;
    }
    (document.contents.items as unknown[]).unshift(added);
    writeFileSync(versionsFile, document.toString());
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    rmSync(targetDocs, { recursive: true, force: true });
    rmSync(targetSpec, { force: true });
    for (const page of pinned) writeFileSync(page.file, page.original);
    writeFileSync(versionsFile, versionsText);
    throw error;
  }
  return {
    newVersion: name,
    previousVersion: previous.name,
    copiedPages: pinned.length,
    copiedApiSpec: existsSync(targetSpec),
    rewrittenLinks: pinned.reduce((sum, page) => sum + page.count, 0),
  };
}

/**
 * What to cut in: a Sanity project when `--project <id>` is given (`--dataset`, else
 * SANITY_STUDIO_DATASET / SANITY_DATASET, else production: project-target.ts), otherwise the
 * content folder: `--content-dir <dir>`, else TIDEWIRE_CONTENT_DIR, else content/ in the
 * repository. Returns the version argument and the target. Throws VersionCutError (or
 * ScriptInputError for a bad flag) saying what to fix.
 */
export function parseArguments(
  argv: string[],
  env: Record<string, string | undefined>,
): {
  version: string | undefined;
  contentDir: string;
  project?: ProjectTarget;
} {
  const { flags, positional } = parseFlags(argv, ["content-dir", "project", "dataset"]);
  if (positional.length > 1)
    throw new VersionCutError(`Give one version, not ${positional.length}: npm run version:cut -- 2.1`);
  if (flags.project && flags["content-dir"])
    throw new VersionCutError("Cut in a Sanity project (--project) or in a content folder (--content-dir), not both.");
  if (flags.dataset && !flags.project)
    throw new VersionCutError("--dataset needs --project: name the Sanity project whose dataset to cut in.");
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  const contentDir = resolve(
    (flags["content-dir"] as string | undefined) ?? env.TIDEWIRE_CONTENT_DIR ?? join(root, "content"),
  );
  return {
    version: positional[0],
    contentDir,
    ...(flags.project ? { project: resolveProjectTarget(flags, env) } : {}),
  };
}

/** The summary printed after a cut; `where` is the content folder or `project/dataset`. */
function summary(result: VersionCutResult & { draftIds?: string[] }, where: string, project: boolean): string {
  const lines = [
    project
      ? `Cut version ${result.newVersion} in ${where}: copied ${result.copiedPages} published pages` +
        (result.copiedApiSpec ? " and the API specification." : ".")
      : `Cut version ${result.newVersion}: copied ${result.copiedPages} pages from ${where}/docs/${result.previousVersion}/` +
        (result.copiedApiSpec ? ` and ${where}/openapi/${result.previousVersion}.yaml.` : "."),
    `${result.newVersion} is now current (/docs); ${result.previousVersion} is unmaintained (/docs/${result.previousVersion}).`,
    `Pinned ${result.rewrittenLinks} links in the ${result.previousVersion} pages to /docs/${result.previousVersion}/...`,
  ];
  if (result.draftIds?.length)
    lines.push(
      `${result.draftIds.length} ${result.previousVersion} pages had unpublished changes, which stay with ${result.previousVersion}: ` +
        `${result.draftIds.join(", ")}. Use Copy to version in the Studio to carry them over.`,
    );
  lines.push(
    project
      ? `Next: update the ${result.newVersion} API specification's title and info.version in the Studio; the publish rebuilds the site.`
      : `Next: update the new OpenAPI document's info.version, then npm run build.`,
  );
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { version, contentDir, project } = parseArguments(process.argv.slice(2), process.env);
    if (!version) throw new VersionCutError("Name the new version, for example: npm run version:cut -- 2.1");
    if (project) {
      const token = process.env.SANITY_AUTH_TOKEN;
      if (!token)
        throw new VersionCutError(
          "Set SANITY_AUTH_TOKEN to a token with write access (sanity.io/manage → API → Tokens, Editor).",
        );
      const client = createClient({
        ...project,
        apiVersion: API_VERSION,
        token,
        useCdn: false,
        ...(process.env.SANITY_API_HOST ? { apiHost: process.env.SANITY_API_HOST, useProjectHostname: false } : {}),
      });
      const result = await cutVersionInProject(version, client);
      console.log(summary(result, `${project.projectId}/${project.dataset}`, true));
    } else {
      const result = cutVersion(version, contentDir);
      console.log(summary(result, relative(process.cwd(), contentDir) || ".", false));
    }
  } catch (error) {
    console.error(`version:cut: ${(error as Error).message}`);
    process.exit(1);
  }
}
