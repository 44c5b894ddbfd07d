import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileDataset, DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { runSanity } from "../../scripts/dev/studio/sanity-cli.ts";
import {
  formatProblems,
  validateDatasetOffline,
  type DatasetValidation,
} from "../../scripts/dev/studio/validate-dataset.ts";

/**
 * The Studio checks of `npm test`, offline, with the real Sanity CLI: the Studio builds, the
 * schema is valid, and the compiled seed passes `sanity documents validate --file` while a
 * deliberately broken copy fails with each broken document named.
 * Each CLI run loads the whole Studio (about 10–25 s on a quiet machine), hence the timeouts.
 */

const CLI_TIMEOUT = 120_000;
let dir: string;
let seedFile: string;

type Doc = { _id: string; _type: string; [field: string]: unknown };
const readDocs = (file: string): Doc[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
const writeDocs = (file: string, docs: Doc[]) =>
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "studio-cli-"));
  seedFile = join(dir, "dataset.ndjson");
  compileDataset(
    { contentDir: DEFAULT_PATHS.contentDir, datasetFile: seedFile, publicImagesDir: join(dir, "images") },
    { force: true },
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Studio (sanity build, sanity schema validate)", () => {
  it(
    "builds into a static bundle that holds the custom actions",
    async () => {
      const out = join(dir, "studio");
      const run = await runSanity(["build", out, "--yes"]);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(existsSync(join(out, "index.html"))).toBe(true);
      const bundle = readdirSync(join(out, "static"), { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".js"))
        .map((name) => readFileSync(join(out, "static", name), "utf8"))
        .join("\n");
      for (const text of [
        "Open on site",
        "Copy to version",
        "Top-level pages",
        "Heading 1 is reserved for the page title",
      ])
        expect(bundle).toContain(text);
    },
    CLI_TIMEOUT,
  );

  it(
    "has a schema without errors or warnings",
    async () => {
      const run = await runSanity(["schemas", "validate", "--format", "json", "--level", "warning"]);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const problems = JSON.parse(run.stdout.slice(run.stdout.indexOf("["))) as { problems: unknown[] }[];
      expect(problems.flatMap((group) => group.problems)).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});

describe("sanity documents validate --file, offline", () => {
  it(
    "passes on the compiled seed",
    async () => {
      const result = await validateDatasetOffline(seedFile);
      expect(formatProblems(result.documents)).toEqual([]);
      expect(result.ok, result.log).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it(
    "fails on a broken copy and names each broken document",
    async () => {
      const docs = readDocs(seedFile);
      const byId = (id: string) => docs.find((doc) => doc._id === id)!;
      // A heading 1 in a doc page body.
      const payments = byId("docPage.2-0.api-docs.payments");
      const heading = (payments.body as { _type: string; style?: string }[]).find(
        (block) => block._type === "block" && block.style === "h2",
      )!;
      heading.style = "h1";
      // A blog post without a date, tagged with a tag that does not exist.
      const post = docs.find((doc) => doc._type === "blogPost")!;
      delete post.date;
      post.tags = [{ _type: "reference", _ref: "tag.no-such-tag", _key: "missing" }];
      // A tag key that is not kebab-case.
      const tag = docs.find((doc) => doc._type === "tag")!;
      tag.key = "Payment Links";
      // A cover image without alternative text.
      const withCover = docs.find((doc) => doc._type === "blogPost" && doc.coverImage && doc._id !== post._id)!;
      (withCover.coverImage as { alt?: string }).alt = "";
      // An internal link to a doc page that was deleted.
      const intro = byId("docPage.1-37.intro");
      const linking = docs.filter(
        (doc) => doc !== intro && JSON.stringify(doc.body ?? null).includes(`"_ref":"${intro._id}"`),
      );
      expect(linking.length).toBeGreaterThan(0);
      docs.splice(docs.indexOf(intro), 1);
      const broken = join(dir, "broken.ndjson");
      writeDocs(broken, docs);

      const result: DatasetValidation = await validateDatasetOffline(broken);
      expect(result.ok).toBe(false);
      const problems = formatProblems(result.documents);
      const errorsOf = (id: string) => problems.filter((line) => line.startsWith(`error ${id} `));
      expect(errorsOf(payments._id).join("\n")).toContain("Heading 1 is reserved for the page title");
      expect(errorsOf(post._id).join("\n")).toMatch(/date: Add the publication date/);
      expect(errorsOf(post._id).join("\n")).toMatch(/tags\[_key=="missing"\]: Referenced document must be published/);
      expect(errorsOf(tag._id).join("\n")).toContain("Use lowercase words joined by hyphens");
      expect(errorsOf(withCover._id).join("\n")).toMatch(/coverImage\.alt: Add alternative text/);
      for (const doc of linking)
        expect(errorsOf(doc._id).join("\n")).toMatch(/reference: Referenced document must be published/);
      // Nothing else is reported: the seed's other documents stay valid.
      const named = new Set([payments._id, post._id, tag._id, withCover._id, ...linking.map((doc) => doc._id)]);
      expect(
        result.documents.filter((doc) => doc.markers.length && !named.has(doc.documentId)).map((doc) => doc.documentId),
      ).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});
