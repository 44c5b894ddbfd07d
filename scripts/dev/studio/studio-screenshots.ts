import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { compileDataset, DEFAULT_PATHS } from "../../build/dataset/compile-dataset.ts";
import { repoRoot } from "./sanity-cli.ts";
import { startStudioStandIn } from "./studio-stand-in.ts";

/** A screenshot: the Studio path to open, what to do there, and the file name. */
interface Shot {
  name: string;
  path: string;
  /** Runs after the page settled, before the screenshot. */
  act?: (page: Page) => Promise<void>;
}

const DOCS = "/structure/documentation";
const TUTORIAL = `${DOCS};docVersion.1-37;tutorial;category-editor-handbook`;

/** The screenshots the editor handbook can use: the left pane, a doc page, the body editor, the actions. */
export const SHOTS: Shot[] = [
  { name: "studio-documentation", path: `${DOCS};docVersion.2-0;api;category-guides` },
  { name: "studio-doc-page", path: `${DOCS};docVersion.2-0;api;category-guides;docPage.2-0.api-docs.payments` },
  {
    name: "studio-body-editor",
    path: `${TUTORIAL};docPage.1-37.tutorial-basics.markdown-features`,
    act: async (page) => {
      await page.getByRole("button", { name: "Expand editor" }).first().click();
      await page.waitForTimeout(1500);
      const editor = page.locator('[contenteditable="true"]').first();
      const box = await editor.boundingBox();
      if (box) {
        await page.mouse.move(box.x + box.width / 2, box.y + 200);
        await page.mouse.wheel(0, 1400);
      }
    },
  },
  {
    name: "studio-document-actions",
    path: `${TUTORIAL};docPage.1-37.tutorial-basics.create-a-page`,
    act: async (page) => {
      await page.getByRole("button", { name: "Open document actions" }).last().click();
    },
  },
  {
    name: "studio-copy-to-version",
    path: `${TUTORIAL};docPage.1-37.tutorial-basics.create-a-page`,
    act: async (page) => {
      await page.getByRole("button", { name: "Open document actions" }).last().click();
      await page.getByRole("menuitem", { name: "Copy to version" }).click();
    },
  },
  { name: "studio-blog-posts", path: "/structure/blog;posts" },
  { name: "studio-announcement-bar", path: "/structure/settings;announcementBar" },
];

/**
 * Renders the built Studio (build/studio, or `studioDir`) offline against the stand-in, over the
 * compiled seed, and writes one PNG per entry of SHOTS into `outDir`. Uses Debian's Chromium
 * (CHROMIUM_PATH overrides /usr/bin/chromium). Resolves to the files written; throws when the
 * Studio is not built or Chromium is missing.
 */
export async function takeStudioScreenshots(
  outDir: string,
  studioDir = join(repoRoot, "build/studio"),
  width = 1440,
  height = 900,
): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), "studio-screenshots-"));
  const datasetFile = join(work, "dataset.ndjson");
  compileDataset(
    { contentDir: DEFAULT_PATHS.contentDir, datasetFile, publicImagesDir: join(work, "images") },
    { force: true },
  );
  const standIn = await startStudioStandIn({ studioDir, datasetFile });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    proxy: { server: standIn.proxyUrl, bypass: "127.0.0.1" },
  });
  const written: string[] = [];
  try {
    mkdirSync(outDir, { recursive: true });
    const page = await browser.newPage({ viewport: { width, height }, ignoreHTTPSErrors: true });
    for (const shot of SHOTS) {
      await page.goto(`${standIn.studioUrl}${shot.path}`);
      // The Studio has no "settled" signal; lists and previews load in waves over a few seconds.
      await page.waitForTimeout(9000);
      await shot.act?.(page);
      await page.waitForTimeout(2000);
      const file = join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file });
      written.push(file);
      await page.keyboard.press("Escape");
    }
  } finally {
    await browser.close();
    await standIn.close();
    rmSync(work, { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(repoRoot, ".cache/studio-screenshots"));
  try {
    const files = await takeStudioScreenshots(outDir);
    console.log(`Wrote ${files.length} screenshots to ${outDir}`);
  } catch (error) {
    console.error(`studio:screenshots: ${(error as Error).message}`);
    process.exit(1);
  }
}
