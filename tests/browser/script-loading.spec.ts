import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/app.ts";

/**
 * Scripts never compete with the first paint (web/app/lib/hold-module-scripts.ts, started by the
 * head script): the prerendered page is painted before any of its JavaScript is requested, and it
 * then hydrates.
 * Timings come from the browser's own Paint Timing and Resource Timing entries (W3C).
 */
for (const path of ["/docs/api-docs/payments", "/this-page-does-not-exist"]) {
  test(`${path} is painted before any script is requested, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timings.firstPaint, "the browser reported a first paint").toBeDefined();
    expect(timings.scripts.length, "the page loaded its scripts").toBeGreaterThan(0);
    for (const script of timings.scripts)
      expect(script.start, `${script.url} requested after the first paint`).toBeGreaterThanOrEqual(timings.firstPaint!);
  });
}
