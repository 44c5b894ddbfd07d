import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { launchChromium } from "../../tests/support/browser.ts";
import { lighthouseTable } from "./lighthouse.ts";
import { serveLocally } from "./local-site.ts";
import { kb, pageWeight, TEMPLATES } from "./page-weight.ts";

/**
 * `npm run check:budgets`: checks the budgets in budgets.json against the build in build/client
 * (issue #8): first-load JS (gzip) per template, and cumulative layout shift on every template at
 * 390 px and 1280 px in Chromium (median of three loads), and Lighthouse's median mobile scores
 * (`--no-lighthouse` skips those, for a quick check while working). Prints each figure beside its
 * budget; exits 1 when any budget is exceeded.
 */
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, "budgets.json"), "utf8"));
const client = resolve(process.env.SITE_DIR ?? "build/client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`No build in ${client}: run npm run build first.`);
  process.exit(2);
}
const failures: string[] = [];

console.log(`First-load JS, gzip (budget ${budgets.firstLoadJsGzipKiB} KiB)`);
for (const template of TEMPLATES) {
  const { js } = pageWeight(client, template.path);
  const ok = js.gzip <= budgets.firstLoadJsGzipKiB * 1024;
  console.log(`  ${ok ? "ok  " : "FAIL"} ${template.name.padEnd(22)} ${kb(js.gzip)}`);
  if (!ok) failures.push(`first-load JS of ${template.name} is ${kb(js.gzip)}`);
}

console.log(`\nCumulative layout shift (budget ${budgets.cumulativeLayoutShift})`);
const site = await serveLocally(client);
const browser = await launchChromium();
try {
  for (const [label, width, height] of [["390 px", 390, 844], ["1280 px", 1280, 900]] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    for (const template of TEMPLATES) {
      // Median of three loads, like the Lighthouse figures: one load on a busy machine can catch a stray frame.
      const loads: number[] = [];
      for (let load = 0; load < 3; load++) {
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${site.origin}${template.path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      loads.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls));
      await page.close();
      }
      const cls = loads.sort((a, b) => a - b)[1];
      const ok = cls <= budgets.cumulativeLayoutShift;
      console.log(`  ${ok ? "ok  " : "FAIL"} ${template.name.padEnd(22)} ${label.padEnd(8)} ${cls.toFixed(4)} (loads: ${loads.map((v) => v.toFixed(4)).join(", ")})`);
      if (!ok) failures.push(`CLS of ${template.name} at ${label} is ${cls.toFixed(4)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

if (!process.argv.includes("--no-lighthouse")) {
  const { formFactor, runs, minimumScores } = budgets.lighthouse;
  console.log(`\nLighthouse ${formFactor}, median of ${runs} runs (budgets: ${JSON.stringify(minimumScores)})`);
  for (const { template, median } of await lighthouseTable(client, [formFactor], runs, (line) => console.log(`  ${line}`))) {
    for (const [category, minimum] of Object.entries<number>(minimumScores)) {
      const score = median[category as keyof typeof median] as number;
      if (score < minimum) failures.push(`Lighthouse ${category} of ${template} is ${score} (budget ${minimum})`);
    }
  }
}

console.log(failures.length ? `\nBudgets exceeded:\n- ${failures.join("\n- ")}` : "\nAll budgets hold.");
process.exit(failures.length ? 1 : 0);
