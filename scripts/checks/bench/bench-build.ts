import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { APP_BUILD_STEP } from "../../build/app-build-cache.ts";
import { compileDataset, DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import { launchChromium } from "../../../tests/support/browser.ts";
import { benchTrash } from "./bench-trash.ts";
import { serveLocally } from "./local-site.ts";
import { directorySize, kb, pageWeight } from "./page-weight.ts";
import { TEMPLATES } from "./templates.ts";
import { scriptsFetchedOnLoad } from "./scripts-on-load.ts";
import { timedProcess } from "./timed-process.ts";

/**
 * `npm run bench`: full builds of the embedded dataset with an empty build cache, with a warm one
 * but for the compiled app (as after a code change), and with a warm one (the app reused), and
 * an incremental publish of one edited guide (wall time, peak memory of the build's process tree,
 * pages, time per page); the first-visit weight of every template (HTML, its inline script, the JS
 * it fetches on load in Chromium, its CSS; raw and gzip) and the output size; then the same builds
 * on generated datasets 10 and 30 times the seed (`-- --skip-10x` leaves both out, `-- --skip-30x`
 * the larger), each with its time per page and peak memory beside the seed's.
 * Builds go to .cache/bench-*; the served build/ is not touched. What is cleared before a build is
 * moved into a trash directory removed when the benchmark ends (bench-trash.ts), so that no timed
 * build follows thousands of removals. Prints figures; no pass or fail.
 */
const root = resolve(import.meta.dirname, "../../..");
const trash = benchTrash();

/** The figures of one timed build: wall time in ms, peak memory of the build's process tree in bytes, pages in the site, and its output. */
interface TimedBuild {
  ms: number;
  peak: number;
  pages: number;
  log: string;
}

/**
 * Runs `npm run build` (scripts/build/build.ts, with `args`) into `buildDir` from `datasetFile`,
 * with the build cache in `cacheDir`, and measures it. Throws with the build's output when it fails.
 */
async function timedBuild(
  buildDir: string,
  datasetFile: string,
  cacheDir: string,
  args: string[] = [],
): Promise<TimedBuild> {
  const env = {
    ...process.env,
    TIDEWIRE_DATASET_FILE: datasetFile,
    TIDEWIRE_BUILD_DIR: buildDir,
    TIDEWIRE_BUILD_CACHE: cacheDir,
  };
  const { ms, peak, output } = await timedProcess(process.execPath, [join(root, "scripts/build/build.ts"), ...args], {
    cwd: root,
    env,
    failure: `build of ${buildDir} failed`,
  });
  const { paths } = JSON.parse(readFileSync(join(buildDir, ".incremental/state.json"), "utf8")) as { paths: string[] };
  return { ms, peak, pages: paths.length, log: output };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * Full builds of `datasetFile` with an empty build cache, with a warm one but for the compiled app
 * (as after a code change), and with a warm one (the app reused), then an incremental
 * publish of one edited guide (the previous build copied to a new directory with its files'
 * modification times, as the rebuild receiver does, then `--changed`); prints each, and returns the warm full build's directory and figures.
 */
async function benchDataset(label: string, datasetFile: string): Promise<{ buildDir: string; full: TimedBuild }> {
  const buildDir = join(root, `.cache/bench-${label}`);
  const cacheDir = join(root, `.cache/bench-${label}-cache`);
  trash.discard(buildDir);
  trash.discard(cacheDir);
  const cold = await timedBuild(buildDir, datasetFile, cacheDir);
  console.log(
    `  full build, empty build cache: ${seconds(cold.ms)}, peak memory ${megabytes(cold.peak)}, ` +
      `${cold.pages} pages, ${(cold.ms / cold.pages).toFixed(0)} ms per page`,
  );
  // As a deploy of new code builds: every cache warm but the compiled app's.
  trash.discard(buildDir);
  trash.discard(join(cacheDir, APP_BUILD_STEP));
  const compiled = await timedBuild(buildDir, datasetFile, cacheDir);
  console.log(
    `  full build, warm build cache, app compiled (new code): ${seconds(compiled.ms)}, peak memory ` +
      `${megabytes(compiled.peak)}, ${(compiled.ms / compiled.pages).toFixed(0)} ms per page`,
  );
  trash.discard(buildDir);
  const full = await timedBuild(buildDir, datasetFile, cacheDir);
  console.log(
    `  full build, warm build cache:  ${seconds(full.ms)}, peak memory ${megabytes(full.peak)}, ` +
      `${full.pages} pages, ${(full.ms / full.pages).toFixed(0)} ms per page (the compiled app reused)`,
  );

  const edited = join(root, `.cache/bench-${label}-edited.ndjson`);
  const guideId = "docPage.2-0.api-docs.payments";
  writeFileSync(
    edited,
    readFileSync(datasetFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const doc = JSON.parse(line);
        if (doc._id !== guideId) return line;
        doc.body[0].children[0].text = `${doc.body[0].children[0].text} (edited)`;
        return JSON.stringify(doc);
      })
      .join("\n") + "\n",
  );
  const publishDir = join(root, `.cache/bench-${label}-publish`);
  trash.discard(publishDir);
  const started = performance.now();
  cpSync(buildDir, publishDir, { recursive: true, preserveTimestamps: true });
  const copied = performance.now() - started;
  const incremental = await timedBuild(publishDir, edited, cacheDir, ["--changed", guideId]);
  const rendered = /incremental: (\d+) of/.exec(incremental.log)?.[1] ?? "?";
  console.log(
    `  incremental publish of one edited guide: ${seconds(copied + incremental.ms)} (copy ` +
      `of the last build ${seconds(copied)}, build ${seconds(incremental.ms)}; ${rendered} ` +
      `pages rendered), peak memory ${megabytes(incremental.peak)}`,
  );
  trash.discard(publishDir);
  rmSync(edited, { force: true });
  return { buildDir, full };
}

/**
 * A dataset `factor` times the seed: every doc page and post copied `factor - 1` more times under
 * new slugs, and as many more older versions, each with the docs of the older version and the API
 * document of the current one (the larger), so the page count grows with `factor` as a site with
 * that many versions of today's API would.
 */
function multipliedDataset(source: string, target: string, factor: number): void {
  const documents = readFileSync(source, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const out = [...documents];
  const current = documents.find((doc) => doc._type === "docVersion" && doc.status === "current");
  const currentSpec = documents.find((doc) => doc._type === "apiSpec" && doc.version._ref === current?._id);
  for (let copy = 1; copy < factor; copy++) {
    for (const doc of documents) {
      if (doc._type === "docVersion" && doc.status === "unmaintained") {
        out.push({
          ...doc,
          _id: `${doc._id}-x${copy}`,
          name: `${doc.name}.${copy}`,
          label: `${doc.label}.${copy}`,
          pathSegment: `${doc.pathSegment}.${copy}`,
          order: doc.order + copy,
        });
      } else if (doc._type === "apiSpec" && doc.version._ref !== current?._id && currentSpec) {
        out.push({
          ...currentSpec,
          _id: `${doc._id}-x${copy}`,
          version: { ...doc.version, _ref: `${doc.version._ref}-x${copy}` },
        });
      } else if (doc._type === "docPage") {
        out.push({
          ...doc,
          _id: `${doc._id}-x${copy}`,
          slug: { ...doc.slug, current: `${doc.slug.current}-copy-${copy}` },
          title: `${doc.title} (${copy})`,
        });
      } else if (doc._type === "blogPost") {
        out.push({
          ...doc,
          _id: `${doc._id}-x${copy}`,
          slug: { ...doc.slug, current: `${doc.slug.current}-copy-${copy}` },
          title: `${doc.title} (${copy})`,
        });
      }
    }
  }
  writeFileSync(target, out.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
}

compileDataset(DEFAULT_PATHS);
mkdirSync(join(root, ".cache"), { recursive: true });
console.log("Builds of the embedded dataset");
const seed = await benchDataset("seed", DEFAULT_PATHS.datasetFile);
const client = join(seed.buildDir, "client");
console.log(`  output ${(directorySize(client) / 2 ** 20).toFixed(1)} MB in client/`);
console.log(
  "\nFirst visit per template: built HTML file (inline script raw, JSON-LD excluded), JS fetched on load in Chromium, linked CSS; gzip level 9",
);
const WIDTHS = [10, 9, 11, 10, 9, 10, 9];
const row = (name: string, cells: string[]) =>
  `  ${name.padEnd(22)}${cells.map((cell, i) => cell.padStart(WIDTHS[i])).join("")}`;
console.log(row("template", ["HTML raw", "gzip", "inline JS", "JS raw", "gzip", "CSS raw", "gzip"]));
const site = await serveLocally(client);
const browser = await launchChromium();
try {
  for (const template of TEMPLATES) {
    const weight = pageWeight(client, template);
    const js = await scriptsFetchedOnLoad(browser, `${site.origin}${template.path}`);
    const { html, inlineScript, css } = weight;
    console.log(row(template.name, [html.raw, html.gzip, inlineScript, js.raw, js.gzip, css.raw, css.gzip].map(kb)));
  }
} finally {
  await browser.close();
  await site.close();
}

const factors = process.argv.includes("--skip-10x") ? [] : process.argv.includes("--skip-30x") ? [10] : [10, 30];
for (const factor of factors) {
  const bigFile = join(root, `.cache/bench-dataset-${factor}x.ndjson`);
  multipliedDataset(DEFAULT_PATHS.datasetFile, bigFile, factor);
  console.log(`\nBuilds of a generated dataset ${factor}x the seed`);
  const big = await benchDataset(`${factor}x`, bigFile);
  const perPage = (build: TimedBuild) => build.ms / build.pages;
  console.log(
    `  ${(big.full.ms / seed.full.ms).toFixed(1)}x the seed's warm full build for ${(big.full.pages / seed.full.pages).toFixed(1)}x ` +
      `the pages: ${perPage(big.full).toFixed(0)} ms per page (seed ${perPage(seed.full).toFixed(0)}), peak memory ` +
      `${megabytes(big.full.peak)} (seed ${megabytes(seed.full.peak)})`,
  );
  trash.discard(big.buildDir);
  rmSync(bigFile, { force: true });
}
trash.discard(seed.buildDir);
