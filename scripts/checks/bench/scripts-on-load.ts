import type { Browser } from "playwright-core";
import { gzipSync } from "node:zlib";

/** Bytes of one script resource: as served after decoding (`raw`) and gzip level 9 (`gzip`). */
export interface ScriptResource {
  url: string;
  raw: number;
  gzip: number;
}

/** The script resources of one page load and their totals, in bytes. */
export interface ScriptsOnLoad {
  raw: number;
  gzip: number;
  files: ScriptResource[];
}

/**
 * Lighthouse's default mobile viewport (412 x 823 CSS px, core/config/constants.js
 * `screenEmulationMetrics.mobile`), so responsive code loads what it loads in the Lighthouse runs.
 */
const MOBILE_VIEWPORT = { width: 412, height: 823 };

/**
 * Every script resource (`resourceType() === "script"`: `<script src>`, module imports, dynamic
 * `import()`, worker scripts Playwright reports on the page) that one load of `url` fetches until
 * the network is idle, in a fresh browser context (empty HTTP cache) at Lighthouse's mobile
 * viewport. Each body is weighed as served after content decoding (`raw`) and gzip level 9
 * (`gzip`), the way the static host compresses at best; a URL fetched twice counts once. Inline
 * scripts are not resources: see `inlineScriptBytes`. Returns totals and the files, largest first.
 * Throws when the navigation fails (a 404 answer is not a failure).
 */
export async function scriptsFetchedOnLoad(browser: Browser, url: string): Promise<ScriptsOnLoad> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || bodies.has(response.url())) return;
      // A body can be gone once the page navigates or closes; such a script is left out rather than failing the run.
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const files: ScriptResource[] = [];
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      if (bytes) files.push({ url: scriptUrl, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      files,
    };
  } finally {
    await context.close();
  }
}
