import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { compileDataset, DEFAULT_PATHS } from "../dataset/compile-dataset.ts";
import { launchChromium } from "../../tests/support/browser.ts";
import { serveLocally } from "./local-site.ts";
import { directorySize, kb, pageWeight } from "./page-weight.ts";
import { TEMPLATES } from "./templates.ts";
import { scriptsFetchedOnLoad } from "./scripts-on-load.ts";
import { treeRss } from "./process-memory.ts";

/**
 * `npm run bench`: a full build from the embedded dataset (wall time, peak memory of the build's
 * process tree, pages prerendered, time per page), first-visit weight of every template (HTML, its
 * inline script, the JS it fetches on load in Chromium, its CSS; raw and gzip), total output size,
 * then the same build on a generated dataset ten times larger.
 * Builds go to .cache/bench-*; the served build/ is not touched. Prints figures; no pass or fail.
 */
const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => join(root, "node_modules/.bin", name);

async function timedBuild(label: string, datasetFile: string): Promise<{ ms: number; peak: number; pages: number; buildDir: string }> {
  const buildDir = join(root, `.cache/bench-${label}`);
  rmSync(buildDir, { recursive: true, force: true });
  const env = { ...process.env, TIDEWIRE_DATASET_FILE: datasetFile, TIDEWIRE_BUILD_DIR: buildDir };
  const started = performance.now();
  let peak = 0;
  let output = "";
  for (const [command, args] of [[bin("react-router"), ["build"]], [process.execPath, [join(root, "scripts/postbuild.ts")]]] as const) {
    await new Promise<void>((done, fail) => {
      const child = spawn(command, [...args], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 100);
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => {
        clearInterval(timer);
        if (code === 0) done();
        else fail(new Error(`${label} build failed:\n${output.slice(-3000)}`));
      });
    });
  }
  const pages = (output.match(/Prerender \(html\)/g) ?? []).length;
  return { ms: performance.now() - started, peak, pages, buildDir };
}

/** A dataset ten times the seed: every doc page, post and API version copied nine more times under new slugs and versions. */
function tenfoldDataset(source: string, target: string): void {
  const documents = readFileSync(source, "utf8").trim().split("\n").map((line) => JSON.parse(line));
  const out = [...documents];
  for (let copy = 1; copy < 10; copy++) {
    for (const doc of documents) {
      if (doc._type === "docVersion" && doc.status === "unmaintained") {
        out.push({ ...doc, _id: `${doc._id}-x${copy}`, name: `${doc.name}.${copy}`, label: `${doc.label}.${copy}`, pathSegment: `${doc.pathSegment}.${copy}`, order: doc.order + copy });
      } else if (doc._type === "apiSpec" && doc.version._ref.endsWith("1-37")) {
        out.push({ ...doc, _id: `${doc._id}-x${copy}`, version: { ...doc.version, _ref: `${doc.version._ref}-x${copy}` } });
      } else if (doc._type === "docPage") {
        out.push({ ...doc, _id: `${doc._id}-x${copy}`, slug: { ...doc.slug, current: `${doc.slug.current}-copy-${copy}` }, title: `${doc.title} (${copy})` });
      } else if (doc._type === "blogPost") {
        out.push({ ...doc, _id: `${doc._id}-x${copy}`, slug: { ...doc.slug, current: `${doc.slug.current}-copy-${copy}` }, title: `${doc.title} (${copy})` });
      }
    }
  }
  writeFileSync(target, out.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
}

compileDataset(DEFAULT_PATHS);
mkdirSync(join(root, ".cache"), { recursive: true });
const seed = await timedBuild("seed", DEFAULT_PATHS.datasetFile);
const client = join(seed.buildDir, "client");
console.log("Full build from the embedded dataset");
console.log(`  wall time ${(seed.ms / 1000).toFixed(1)} s, peak memory ${(seed.peak / 2 ** 20).toFixed(0)} MB, ${seed.pages} pages prerendered, ${(seed.ms / Math.max(seed.pages, 1)).toFixed(0)} ms per page`);
console.log(`  output ${(directorySize(client) / 2 ** 20).toFixed(1)} MB in build/client`);
console.log("\nFirst visit per template: built HTML file (inline script raw, JSON-LD excluded), JS fetched on load in Chromium, linked CSS; gzip level 9");
console.log(`  ${"template".padEnd(22)}${"HTML raw".padStart(10)}${"gzip".padStart(9)}${"inline JS".padStart(11)}${"JS raw".padStart(10)}${"gzip".padStart(9)}${"CSS raw".padStart(10)}${"gzip".padStart(9)}`);
const site = await serveLocally(client);
const browser = await launchChromium();
try {
  for (const template of TEMPLATES) {
    const weight = pageWeight(client, template);
    const js = await scriptsFetchedOnLoad(browser, `${site.origin}${template.path}`);
    console.log(`  ${template.name.padEnd(22)}${kb(weight.html.raw).padStart(10)}${kb(weight.html.gzip).padStart(9)}${kb(weight.inlineScript).padStart(11)}${kb(js.raw).padStart(10)}${kb(js.gzip).padStart(9)}${kb(weight.css.raw).padStart(10)}${kb(weight.css.gzip).padStart(9)}`);
  }
} finally {
  await browser.close();
  await site.close();
}

if (!process.argv.includes("--skip-10x")) {
  const bigFile = join(root, ".cache/bench-dataset-10x.ndjson");
  tenfoldDataset(DEFAULT_PATHS.datasetFile, bigFile);
  const big = await timedBuild("10x", bigFile);
  console.log("\nSame build on a generated dataset 10x larger");
  console.log(`  wall time ${(big.ms / 1000).toFixed(1)} s, peak memory ${(big.peak / 2 ** 20).toFixed(0)} MB, ${big.pages} pages prerendered, ${(big.ms / Math.max(big.pages, 1)).toFixed(0)} ms per page`);
  console.log(`  output ${(directorySize(join(big.buildDir, "client")) / 2 ** 20).toFixed(1)} MB; ${(big.ms / seed.ms).toFixed(1)}x the time for ${(big.pages / Math.max(seed.pages, 1)).toFixed(1)}x the pages`);
  rmSync(big.buildDir, { recursive: true, force: true });
}
if (existsSync(seed.buildDir)) rmSync(seed.buildDir, { recursive: true, force: true });
