import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { repoRoot } from "../support/openapi-documents.ts";

/**
 * An incremental publish gives the same site as a full build of the same content, file for file.
 * One full build of the seed is the starting point; for each kind of edit, the edited dataset is
 * built incrementally from a copy of it, and in full in a fresh directory. Build directories sit
 * inside the project, where the server build finds node_modules.
 */
const work = join(repoRoot, ".cache/incremental-test");
const datasetFile = join(work, "dataset.ndjson");
type Doc = Record<string, any>;

function runBuild(buildDir: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ["scripts/build/build.ts", ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TIDEWIRE_BUILD_DIR: buildDir,
      TIDEWIRE_DATASET_FILE: datasetFile,
      TIDEWIRE_BUILD_CACHE: join(work, "cache"),
    },
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`build ${args.join(" ")} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/** Every file under `dir` with its bytes, by path relative to `dir`. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

let seed: Doc[];
const writeDataset = (docs: Doc[]) =>
  writeFileSync(datasetFile, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
const edit = (id: string, change: (doc: Doc) => Doc | null) =>
  seed.flatMap((doc) => (doc._id === id ? [change(structuredClone(doc))].filter((d): d is Doc => d !== null) : [doc]));

/** One kind of publish: the dataset after it, and the documents the webhook names. */
const EDITS: { name: string; ids: string[]; dataset: () => Doc[]; incremental: boolean }[] = [
  {
    name: "a guide's body edited",
    ids: ["docPage.2-0.api-docs.payments"],
    dataset: () =>
      edit("docPage.2-0.api-docs.payments", (doc) => ({
        ...doc,
        body: doc.body.map((block: Doc, i: number) =>
          i === 0 ? { ...block, children: [{ ...block.children[0], text: "Edited: a payment moves money." }] } : block,
        ),
      })),
    incremental: true,
  },
  {
    name: "a page's slug changed",
    ids: ["page.markdown-page"],
    // As the Studio publishes a rename: the old slug is kept (previousSlugs), so its address, which
    // the handbook links to, redirects; without it the build refuses the broken link.
    dataset: () =>
      edit("page.markdown-page", (doc) => ({
        ...doc,
        slug: { ...doc.slug, current: "rich-text-page" },
        previousSlugs: ["markdown-page"],
      })),
    incremental: true,
  },
  {
    name: "a post added",
    ids: ["blogPost.a-new-post"],
    dataset: () => {
      const post = structuredClone(seed.find((doc) => doc._id === "blogPost.beneficiary-validation-api")!);
      return [
        ...seed,
        {
          ...post,
          _id: "blogPost.a-new-post",
          slug: { ...post.slug, current: "a-new-post" },
          title: "A new post",
          date: "2026-11-20",
        },
      ];
    },
    incremental: true,
  },
  {
    name: "a tag deleted",
    ids: ["tag.collection"],
    dataset: () =>
      seed
        .filter((doc) => doc._id !== "tag.collection")
        .map((doc) =>
          doc._type === "blogPost"
            ? { ...doc, tags: (doc.tags ?? []).filter((tag: Doc) => tag._ref !== "tag.collection") }
            : doc,
        ),
    incremental: true,
  },
  {
    name: "the announcement bar changed",
    ids: ["announcementBar"],
    dataset: () =>
      edit("announcementBar", (doc) => ({ ...doc, id: "edited-announcement", backgroundColor: "#1f2937" })),
    incremental: false,
  },
  {
    name: "an OpenAPI description edited",
    ids: ["apiSpec.2-0"],
    dataset: () =>
      edit("apiSpec.2-0", (doc) => ({
        ...doc,
        document: doc.document.replace(
          "Creates a payment from a quote to a beneficiary",
          "Creates a payment, from a quote, to a beneficiary",
        ),
      })),
    incremental: true,
  },
  {
    name: "an OpenAPI security scheme described anew",
    ids: ["apiSpec.2-0"],
    dataset: () =>
      edit("apiSpec.2-0", (doc) => ({
        ...doc,
        document: doc.document.replace(
          "valid for `expires_in` seconds.",
          "valid until `expires_in` seconds have passed.",
        ),
      })),
    incremental: true,
  },
];

describe("incremental publish", () => {
  beforeAll(() => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    seed = readFileSync(DEFAULT_PATHS.datasetFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    writeDataset(seed);
    runBuild(join(work, "base"));
  }, 300_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

  it("a full build of unchanged code and site configuration reuses the compiled app and gives the site compiling gave, file for file", () => {
    cpSync(join(work, "base"), join(work, "compiled"), { recursive: true });
    const log = runBuild(join(work, "base"));
    expect(log).toMatch(/build: the app compiled for this code and site configuration reused from the build cache/);
    expect(log).not.toMatch(/React Router's Vite builds/);
    const expected = tree(join(work, "compiled", "client"));
    const actual = tree(join(work, "base", "client"));
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...expected].filter(([file, bytes]) => !actual.get(file)!.equals(bytes)).map(([file]) => file)).toEqual([]);
    rmSync(join(work, "compiled"), { recursive: true, force: true });
  }, 300_000);

  for (const { name, ids, dataset, incremental } of EDITS) {
    it(`gives the site a full build gives after ${name}`, () => {
      const docs = dataset();
      expect(JSON.stringify(docs)).not.toBe(JSON.stringify(seed));
      writeDataset(docs);
      const slug = name.replace(/\W+/g, "-");
      // As the rebuild receiver copies the served build: each file keeps its modification time.
      cpSync(join(work, "base"), join(work, `incremental-${slug}`), { recursive: true, preserveTimestamps: true });
      const log = runBuild(join(work, `incremental-${slug}`), ["--changed", ...ids]);
      expect(log).toMatch(
        incremental
          ? /build: incremental, [1-9]\d* pages rendered/
          : /build: full build, because site settings, the announcement bar/,
      );
      runBuild(join(work, `full-${slug}`));

      const expected = tree(join(work, `full-${slug}`, "client"));
      const actual = tree(join(work, `incremental-${slug}`, "client"));
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      const different = [...expected].filter(([file, bytes]) => !actual.get(file)!.equals(bytes)).map(([file]) => file);
      expect(different).toEqual([]);
      writeDataset(seed);
    }, 300_000);
  }
});
