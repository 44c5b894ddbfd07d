import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { createJsonLogger } from "../../scripts/rebuild/logger.ts";
import { createSiteServer } from "../../scripts/serve/site-server.ts";
import { repoRoot } from "../support/app.ts";
import { launchChromium } from "../support/browser.ts";
import { startSanityStandIn } from "../support/sanity-stand-in.ts";

const PROJECT = "tidewire";
const DATASET = "production";

/** Pages that show every kind of image: blog covers and avatars, a page's figure, guide screenshots. */
const PAGES = [
  "/blog",
  "/blog/authors",
  "/blog/collection-upload-url-api",
  "/markdown-page",
  "/docs/1.37/tutorial-basics/create-a-document",
  "/docs/1.37/tutorial-basics/markdown-features",
];

interface AssetFile {
  name: string;
  bytes: Buffer;
  mimeType: string;
}

/**
 * The compiled dataset as a Sanity project exports it: every `sanity.imageAsset` with Sanity's own
 * `url` on cdn.sanity.io and `path` (`images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`), the
 * files those URLs serve, keyed by path on the CDN.
 */
function datasetWithCdnAssets(): { ndjson: string; files: Map<string, AssetFile> } {
  const files = new Map<string, AssetFile>();
  const lines = readFileSync(DEFAULT_PATHS.datasetFile, "utf8").trim().split("\n");
  const documents = lines.map((line) => {
    const doc = JSON.parse(line);
    if (doc._type !== "sanity.imageAsset") return doc;
    const { width, height } = doc.metadata.dimensions;
    const name = `${doc.sha1hash}-${width}x${height}.${doc.extension}`;
    const path = `images/${PROJECT}/${DATASET}/${name}`;
    const bytes = readFileSync(join(repoRoot, "content/images", doc.originalFilename));
    files.set(`/${path}`, { name, bytes, mimeType: doc.mimeType });
    return { ...doc, url: `https://cdn.sanity.io/${path}`, path };
  });
  return { ndjson: documents.map((doc) => JSON.stringify(doc)).join("\n"), files };
}

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, "127.0.0.1", () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe("a build from a Sanity project whose images are on cdn.sanity.io", () => {
  const dir = (mkdirSync(join(repoRoot, ".cache"), { recursive: true }), mkdtempSync(join(repoRoot, ".cache/cdn-")));
  const cdnRequests: string[] = [];
  const servers: Server[] = [];
  let site = "";
  let browser: Browser;
  let build: { status: number | null; output: string };
  let files: Map<string, AssetFile>;

  beforeAll(async () => {
    const dataset = datasetWithCdnAssets();
    files = dataset.files;
    // The build keeps downloaded files in .cache/sanity-assets by SHA-1: start without these.
    for (const file of files.values())
      rmSync(join(repoRoot, ".cache/sanity-assets", file.name.split("-")[0]), { force: true });
    const datasetFile = join(dir, "dataset.ndjson");
    writeFileSync(datasetFile, dataset.ndjson);
    const cdn = createServer((req, res) => {
      cdnRequests.push(req.url ?? "");
      const file = files.get(req.url ?? "");
      if (!file) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": file.mimeType }).end(file.bytes);
    });
    servers.push(cdn);
    const cdnUrl = await listen(cdn);
    const contentLake = await startSanityStandIn(datasetFile, DATASET);
    servers.push(contentLake.server);
    const buildDir = join(dir, "build");
    // Asynchronously: the stand-ins answer the build from this process.
    const child = spawn(process.execPath, [join(repoRoot, "scripts/build/build.ts")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SANITY_PROJECT_ID: PROJECT,
        SANITY_DATASET: DATASET,
        SANITY_API_VERSION: "2025-02-19",
        SANITY_API_HOST: contentLake.url,
        SANITY_CDN_URL: cdnUrl,
        TIDEWIRE_BUILD_DIR: buildDir,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const status = await new Promise<number | null>((done) => child.on("exit", done));
    build = { status, output };
    const siteServer = createServer(
      createSiteServer(() => join(buildDir, "client"), { logger: createJsonLogger({ write: () => {} }) }),
    );
    servers.push(siteServer);
    site = await listen(siteServer);
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.closeAllConnections(), server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("builds, downloading each referenced image once", () => {
    expect(build.output).not.toContain("Error");
    expect(build.status).toBe(0);
    expect(build.output).toMatch(new RegExp(`finish: ${files.size} images from Sanity's CDN copied in`));
    expect(cdnRequests.sort()).toEqual([...files.keys()].sort());
  });

  it.each(PAGES)("%s shows every image, from the site itself, with no CSP violation", async (path) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(`${site}${path}`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    // Lazy images load when scrolled to: bring each into view and wait for its load or error.
    for (const image of await page.locator("img").all())
      await image.evaluate((img: HTMLImageElement) => {
        img.scrollIntoView();
        return img.complete
          ? undefined
          : new Promise((settled) => {
              img.addEventListener("load", settled, { once: true });
              img.addEventListener("error", settled, { once: true });
            });
      });
    const images = await page.locator("img").evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        shown: img.complete && img.naturalWidth > 0,
      })),
    );
    const onCdn = images.filter((image) => image.src?.startsWith(`/images/${PROJECT}/${DATASET}/`));
    expect(onCdn.length).toBeGreaterThan(0);
    expect(images.filter((image) => !image.shown)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.close();
  });
});
