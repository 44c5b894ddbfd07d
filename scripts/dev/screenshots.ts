import { mkdirSync } from "node:fs";
import { launchChromium } from "../../tests/support/browser.ts";

/**
 * Takes screenshots of pages of a served build in light and dark, at desktop (1280 px) and
 * mobile (390 px) widths, for a person to look at.
 * Usage: node scripts/dev/screenshots.ts [baseUrl] [outDir] [path ...]
 */
const [base = "http://127.0.0.1:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/docs/api-docs/payments", "/blog/beneficiary-validation-api"];
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const theme of ["light", "dark"] as const) {
  for (const [label, width, height] of [
    ["desktop", 1280, 900],
    ["mobile", 390, 844],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await context.addInitScript((mode) => localStorage.setItem("tidewire.colorMode", mode), theme);
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${outDir}/${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "_")}-${theme}-${label}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
