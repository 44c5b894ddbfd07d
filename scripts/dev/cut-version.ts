import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isSeq, parseDocument, type Scalar, type YAMLMap } from "yaml";
import { isCurrentVersion } from "../../web/app/lib/versions.ts";

/**
 * `npm run version:cut -- 2.1`: freezes the current docs version and starts a new one, like
 * `docusaurus docs:version`. The new version gets a copy of the current version's doc pages and
 * OpenAPI document and becomes current (served at /docs); the previous current version becomes
 * unmaintained, served at /docs/<its name>.
 */

/** A bad request: the message says what to do; nothing was changed. */
export class VersionCutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VersionCutError";
  }
}

/** What a cut did, for the summary. */
export interface VersionCutResult {
  newVersion: string;
  previousVersion: string;
  copiedPages: number;
  copiedApiSpec: boolean;
  /** Links in the previous version's pages rewritten from /docs/... to /docs/<previous>/... */
  rewrittenLinks: number;
}

interface VersionEntry {
  name: string;
  pathSegment: string;
  status: string;
}

const VERSION_NAME = /^\d+(\.\d+)*$/;

/** Compares dotted version numbers numerically, part by part: `9.5` < `9.10` < `10.1`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return path.endsWith(".md") ? [path] : [];
  });
}

/**
 * Rewrites the Markdown links of a page of the version that stops being current: `/docs/<path>`
 * meant "the current version" and must now say `/docs/<pathSegment>/<path>`, or these pages would
 * link into the new version. Links already naming another version, and /docs/api-changes/...
 * (only served under the current version), stay. Returns the new text and the number of links changed.
 */
export function pinDocLinks(
  markdown: string,
  pathSegment: string,
  otherSegments: string[],
): { text: string; count: number } {
  let count = 0;
  const keep = new Set([...otherSegments, pathSegment, "api-changes"]);
  const text = markdown.replace(/(\]\(\s*)\/docs\/([^)\s]*)/g, (match, opening: string, rest: string) => {
    const first = rest.split(/[/#?]/)[0];
    if (keep.has(first)) return match;
    count++;
    return `${opening}/docs/${pathSegment}/${rest}`;
  });
  return { text, count };
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
  const name = newVersion.trim();
  if (!name) throw new VersionCutError("Name the new version, for example: npm run version:cut -- 2.1");
  if (!VERSION_NAME.test(name))
    throw new VersionCutError(`"${name}" is not a version number. Use numbers separated by dots, for example 2.1.`);

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
  const current = versions.filter((v) => isCurrentVersion(v!));
  if (current.length !== 1)
    throw new VersionCutError(
      `${versionsFile} must have exactly one current version; it has ${current.length}. Fix it first.`,
    );
  const previous = current[0]!;

  if (versions.some((v) => v!.name === name || v!.pathSegment === name))
    throw new VersionCutError(`Version ${name} already exists (${versionsFile}). Pick a new version number.`);
  if (compareVersions(name, previous.name) <= 0) {
    throw new VersionCutError(
      `Version ${name} is not newer than the current version ${previous.name}. The new ` +
        `version becomes current, so pick a higher number, for example ${previous.name.replace(/\d+$/, (last) => String(Number(last) + 1))}.`,
    );
  }

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
 * The content folder: `--content-dir <dir>`, else TIDEWIRE_CONTENT_DIR, else content/ in the
 * repository. Returns the version argument and the folder.
 */
export function parseArguments(
  argv: string[],
  env: Record<string, string | undefined>,
): { version: string | undefined; contentDir: string } {
  const rest = [...argv];
  let contentDir = env.TIDEWIRE_CONTENT_DIR;
  const flag = rest.findIndex((arg) => arg === "--content-dir" || arg.startsWith("--content-dir="));
  if (flag !== -1) {
    const [arg] = rest.splice(flag, 1);
    contentDir = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : rest.splice(flag, 1)[0];
    if (!contentDir) throw new VersionCutError("--content-dir needs a folder, for example --content-dir content");
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  if (rest.length > 1) throw new VersionCutError(`Give one version, not ${rest.length}: npm run version:cut -- 2.1`);
  return { version: rest[0], contentDir: resolve(contentDir ?? join(root, "content")) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { version, contentDir } = parseArguments(process.argv.slice(2), process.env);
    if (!version) throw new VersionCutError("Name the new version, for example: npm run version:cut -- 2.1");
    const result = cutVersion(version, contentDir);
    const where = relative(process.cwd(), contentDir) || ".";
    console.log(
      [
        `Cut version ${result.newVersion}: copied ${result.copiedPages} pages from ${where}/docs/${result.previousVersion}/` +
          (result.copiedApiSpec ? ` and ${where}/openapi/${result.previousVersion}.yaml.` : "."),
        `${result.newVersion} is now current (/docs); ${result.previousVersion} is unmaintained (/docs/${result.previousVersion}).`,
        `Pinned ${result.rewrittenLinks} links in the ${result.previousVersion} pages to /docs/${result.previousVersion}/...`,
        `Next: update the new OpenAPI document's info.version, then npm run build (or npm run dataset:import for a Sanity project).`,
      ].join("\n"),
    );
  } catch (error) {
    console.error(`version:cut: ${(error as Error).message}`);
    process.exit(1);
  }
}
