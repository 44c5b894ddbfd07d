import { execFile, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileDataset, DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { parseArguments } from "../../scripts/dev/cut-version.ts";
import { compareVersions, pinDocLinks, VersionCutError } from "../../scripts/dev/version-cut-rules.ts";
import { getVersions } from "../../web/app/content/queries/site-content.server.ts";
import { listContentPaths } from "../../web/app/content/views/site-paths.server.ts";
import { findDocPageView } from "../../web/app/content/views/docs.server.ts";
import { createDatasetSource } from "../../web/app/content/queries/dataset-source.server.ts";
import { setContentSource } from "../../web/app/content/queries/query-runner.server.ts";
import { selectContentSource } from "../../web/app/content/queries/select-source.server.ts";
import { startSanityStandIn } from "../support/sanity-stand-in.ts";
import { repoRoot } from "../support/app.ts";

/**
 * `npm run version:cut -- <version>` on temporary copies of content/: the script runs as the npm
 * script does (its own process, --content-dir pointing at the copy), then the copy is compiled
 * and read back through the site's query layer.
 */

let scratch: string;
const cut = (contentDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(repoRoot, "scripts/dev/cut-version.ts"), ...args, "--content-dir", contentDir], {
    encoding: "utf8",
    cwd: repoRoot,
  });

/** sha256 of every file under `dir` with its relative path: equal digests mean nothing changed. */
function digest(dir: string): string {
  const hash = createHash("sha256");
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update("\0").update(readFileSync(path)).update("\0");
    }
  };
  walk(dir);
  return hash.digest("hex");
}

/** The cut script in its own process without blocking this one, which may be serving the stand-in. */
const cutAsync = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, "scripts/dev/cut-version.ts"), ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });

/**
 * What a site with 2.1 cut from the seed's 2.0 must show, read through the current content source:
 * the version menu, the addresses of each version, the version links of a page, and the frozen 2.0
 * pages linking to 2.0 pages, not into the new current version.
 */
async function expectVersion21Cut() {
  const versions = await getVersions();
  expect(versions.map(({ name, status, pathSegment }) => ({ name, status, pathSegment }))).toEqual([
    { name: "2.1", status: "current", pathSegment: "2.1" },
    { name: "2.0", status: "unmaintained", pathSegment: "2.0" },
    { name: "1.37", status: "unmaintained", pathSegment: "1.37" },
  ]);

  const paths = await listContentPaths();
  for (const path of [
    "/docs/intro",
    "/docs/api-docs/payments",
    "/docs/api/payments",
    "/docs/2.0/intro",
    "/docs/2.0/api-docs/payments",
    "/docs/2.0/api/payments",
    "/docs/1.37/intro",
    "/docs/api-changes/2.0-to-2.1",
  ]) {
    expect(paths).toContain(path);
  }
  expect(paths.filter((path) => path.startsWith("/docs/2.1/"))).toEqual([]);

  const current = await findDocPageView("api-docs/payments");
  expect(current?.page.version.name).toBe("2.1");
  expect(current?.versionLinks.map((link) => [link.name, link.href])).toEqual([
    ["2.1", "/docs/api-docs/payments"],
    ["2.0", "/docs/2.0/api-docs/payments"],
    ["1.37", "/docs/1.37/api-docs/payments"],
  ]);
  const previous = await findDocPageView("2.0/api-docs/payments");
  expect(previous?.page.version).toMatchObject({ name: "2.0", status: "unmaintained" });
  expect(previous?.currentVersionLink?.href).toBe("/docs/api-docs/payments");
  // The frozen 2.0 pages link to 2.0 pages, not into the new current version.
  const targetVersions = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      const name = (value as { target?: { version?: { name?: string } } }).target?.version?.name;
      if (name) targetVersions.add(name);
      Object.values(value).forEach(collect);
    }
  };
  collect(previous?.page.body);
  expect([...targetVersions].sort()).toEqual(["2.0"]);
  // Their plain /docs/ links are pinned to 2.0 too; the new current pages keep /docs/api/....
  const docsHrefs = (value: unknown): string[] =>
    [...JSON.stringify(value ?? null).matchAll(/"href":"(\/docs\/[^"]*)"/g)].map((match) => match[1]);
  expect(docsHrefs(previous?.page.body).length).toBeGreaterThan(5);
  expect(docsHrefs(previous?.page.body).filter((href) => !href.startsWith("/docs/2.0/"))).toEqual([]);
  expect(docsHrefs(current?.page.body)).toContain("/docs/api/payments/create");
}

const freshCopy = (name: string) => {
  const dir = join(scratch, name);
  cpSync(DEFAULT_PATHS.contentDir, dir, { recursive: true });
  return dir;
};

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "version-cut-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("version:cut", () => {
  it("cuts 2.1: /docs is 2.1, /docs/2.0 the previous version, three versions in the menu", async () => {
    const content = freshCopy("cut");
    const run = cut(content, "2.1");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("2.1 is now current (/docs); 2.0 is unmaintained (/docs/2.0)");

    const datasetFile = join(scratch, "cut.ndjson");
    compileDataset({ contentDir: content, datasetFile, publicImagesDir: join(scratch, "cut-images") }, { force: true });
    setContentSource(createDatasetSource(datasetFile));

    await expectVersion21Cut();
  });

  it("cuts 2.1 in a Sanity project in one transaction, with the same result, and refuses to cut it twice", async () => {
    const standIn = await startSanityStandIn(DEFAULT_PATHS.datasetFile);
    try {
      const env = {
        ...process.env,
        SANITY_AUTH_TOKEN: "sk-write",
        SANITY_API_HOST: standIn.url,
        SANITY_STUDIO_DATASET: "",
      };
      const run = await cutAsync(["2.1", "--project", "tidewire-test", "--dataset", "production"], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("Cut version 2.1 in tidewire-test/production");
      expect(run.stdout).toContain("2.1 is now current (/docs); 2.0 is unmaintained (/docs/2.0)");
      expect(standIn.mutations).toHaveLength(1);
      expect(standIn.mutations[0].authorization).toBe("Bearer sk-write");

      setContentSource(
        selectContentSource({
          SANITY_PROJECT_ID: "tidewire-test",
          SANITY_DATASET: "production",
          SANITY_API_VERSION: "2025-02-19",
          SANITY_API_HOST: standIn.url,
        }),
      );
      await expectVersion21Cut();

      const again = await cutAsync(["2.1", "--project", "tidewire-test"], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("Version 2.1 already exists (the dataset)");
      expect(standIn.mutations).toHaveLength(1);
    } finally {
      standIn.server.close();
    }
  });

  it("refuses a version that exists or is not a version number, and changes nothing", () => {
    const content = freshCopy("refuse");
    const before = digest(content);
    const exists = cut(content, "2.0");
    expect(exists.status).toBe(1);
    expect(exists.stderr).toContain("Version 2.0 already exists");
    const banana = cut(content, "banana");
    expect(banana.status).toBe(1);
    expect(banana.stderr).toContain(
      '"banana" is not a version number. Use numbers separated by dots, for example 2.1.',
    );
    const older = cut(content, "1.5");
    expect(older.status).toBe(1);
    expect(older.stderr).toContain("Version 1.5 is not newer than the current version 2.0");
    const missing = spawnSync(
      process.execPath,
      [join(repoRoot, "scripts/dev/cut-version.ts"), "--content-dir", content],
      { encoding: "utf8" },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Name the new version, for example: npm run version:cut -- 2.1");
    expect(digest(content)).toBe(before);
  });

  it("pins the previous version's links and keeps links that already name a version", () => {
    const markdown =
      "See [payments](/docs/api-docs/payments#quote), [create](/docs/api/payments/create), " +
      "[old](/docs/1.37/intro) and [changes](/docs/api-changes/1.37-to-2.0).";
    expect(pinDocLinks(markdown, "2.0", ["2.0", "1.37"])).toEqual({
      text:
        "See [payments](/docs/2.0/api-docs/payments#quote), [create](/docs/2.0/api/payments/create), " +
        "[old](/docs/1.37/intro) and [changes](/docs/api-changes/1.37-to-2.0).",
      count: 2,
    });
  });

  it("compares version numbers numerically and reads its arguments", () => {
    expect(compareVersions("1.37", "2.0")).toBeLessThan(0);
    expect(compareVersions("2.10", "2.9")).toBeGreaterThan(0);
    expect(compareVersions("2.0", "2")).toBe(0);
    expect(parseArguments(["2.1", "--content-dir=/tmp/x"], {})).toEqual({ version: "2.1", contentDir: "/tmp/x" });
    expect(parseArguments(["2.1", "--project", "abc123"], { SANITY_STUDIO_DATASET: "staging" })).toMatchObject({
      version: "2.1",
      project: { projectId: "abc123", dataset: "staging" },
    });
    expect(() => parseArguments(["2.1", "--project", "abc123", "--content-dir", "/tmp/x"], {})).toThrow("not both");
    expect(parseArguments(["2.1"], { TIDEWIRE_CONTENT_DIR: "/tmp/y" })).toEqual({
      version: "2.1",
      contentDir: "/tmp/y",
    });
    expect(() => parseArguments(["2.1", "2.2"], {})).toThrow(VersionCutError);
  });
});
