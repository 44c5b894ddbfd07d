import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { launchChromium } from "../../../tests/support/browser.ts";
import { lighthouseBreaches, readBudgets } from "./budgets.ts";
import { LAYOUT_SHIFT_VIEWPORTS, layoutShiftOnLoad } from "./layout-shift.ts";
import { lighthouseTemplates } from "./lighthouse.ts";
import { median } from "./median.ts";
import { serveLocally } from "./local-site.ts";
import { inlineScriptBytes, kb, templateHtmlFile } from "./page-weight.ts";
import { TEMPLATES } from "./templates.ts";
import { scriptsFetchedOnLoad } from "./scripts-on-load.ts";

/**
 * `npm run check:budgets`: checks the budgets in budgets.json (units on the Budgets interface in budgets.ts) against
 * the build in build/client (SITE_DIR overrides) on every template:
 * - inline script per page (raw bytes of the built HTML file, JSON-LD excluded);
 * - JS fetched on load (gzip) in Chromium;
 * - cumulative layout shift at 390 px and 1280 px in Chromium (median of three loads);
 * - Lighthouse, default mobile config, median of `lighthouse.runs` runs per page (controls are not
 *   run, to keep `npm test` short): accessibility, best-practices and SEO scores
 *   and CLS, which fail the check; the performance score, LCP and TBT, figures in simulated time
 *   that follow the host (budgets.ts, `LighthouseBreaches.timed`), printed beside their budgets and
 *   listed when over them, with the host's BenchmarkIndex. `--no-lighthouse` skips this part, for a
 *   quick check while working; `npm run lighthouse` measures each page beside its scriptless
 *   control.
 * Prints each figure beside its budget and how long the Lighthouse part took; exits 1 when a budget
 * that fails the check is exceeded, 2 when there is no build.
 */
const budgets = readBudgets();
const client = resolve(process.env.SITE_DIR ?? "build/client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`No build in ${client}: run npm run build first.`);
  process.exit(2);
}
const failures: string[] = [];
const overTimingBudgets: string[] = [];
const mark = (ok: boolean) => (ok ? "ok  " : "FAIL");

console.log(`Inline script per page, raw UTF-8 bytes, JSON-LD excluded (budget ${budgets.inlineScriptBytes} bytes)`);
for (const template of TEMPLATES) {
  const bytes = inlineScriptBytes(readFileSync(templateHtmlFile(client, template), "utf8"));
  const ok = bytes <= budgets.inlineScriptBytes;
  console.log(`  ${mark(ok)} ${template.name.padEnd(22)} ${String(bytes).padStart(7)} bytes`);
  if (!ok) failures.push(`inline script of ${template.name} is ${bytes} bytes (budget ${budgets.inlineScriptBytes})`);
}

const site = await serveLocally(client);
const browser = await launchChromium();
try {
  console.log(
    `\nJS fetched on load in Chromium until network idle, gzip level 9 per file (budget ${budgets.scriptsOnLoadGzipKiB} KB)`,
  );
  for (const template of TEMPLATES) {
    const scripts = await scriptsFetchedOnLoad(browser, `${site.origin}${template.path}`);
    const ok = scripts.gzip <= budgets.scriptsOnLoadGzipKiB * 1024;
    console.log(
      `  ${mark(ok)} ${template.name.padEnd(22)} ${kb(scripts.gzip).padStart(9)} (${scripts.gzip} bytes) in ${scripts.files.length} files`,
    );
    if (!ok)
      failures.push(
        `JS fetched on load by ${template.name} is ${kb(scripts.gzip)} gzip (budget ${budgets.scriptsOnLoadGzipKiB} KB)`,
      );
  }

  console.log(`\nCumulative layout shift in Chromium, median of three loads (budget ${budgets.cumulativeLayoutShift})`);
  for (const { label, width, height } of LAYOUT_SHIFT_VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width, height } });
    for (const template of TEMPLATES) {
      // Median of three loads, like the Lighthouse figures: one load on a busy machine can catch a stray frame.
      const loads: number[] = [];
      for (let load = 0; load < 3; load++)
        loads.push((await layoutShiftOnLoad(context, `${site.origin}${template.path}`)).cls);
      const cls = median(loads);
      const ok = cls <= budgets.cumulativeLayoutShift;
      console.log(
        `  ${mark(ok)} ${template.name.padEnd(22)} ${label.padEnd(8)} ${cls.toFixed(4)} (loads: ${loads.map((v) => v.toFixed(4)).join(", ")})`,
      );
      if (!ok) failures.push(`CLS of ${template.name} at ${label} is ${cls.toFixed(4)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

if (!process.argv.includes("--no-lighthouse")) {
  const budget = budgets.lighthouse;
  const { performance: perf, accessibility, "best-practices": bestPractices, seo } = budget.minimumScores;
  console.log(
    `\nLighthouse, default mobile config (simulated slow 4G, 4x CPU slowdown), median of ${budget.runs} runs per page`,
  );
  console.log(
    `  budgets: performance >= ${perf}, LCP <= ${budget.maximumLcpMs} ms, TBT <= ${budget.maximumTbtMs} ` +
      `ms, CLS <= ${budget.maximumCls}, accessibility >= ${accessibility}, best practices ` +
      `>= ${bestPractices}, SEO >= ${seo}`,
  );
  const widths = [5, 8, 8, 8, 6, 5, 5, 7];
  const row = (status: string, name: string, cells: string[]) =>
    `  ${status} ${name.padEnd(22)}${cells.map((cell, i) => cell.padStart(widths[i])).join("")}`;
  console.log(row("    ", "template", ["perf", "LCP ms", "TBT ms", "CLS", "a11y", "bp", "seo", "host"]));
  const started = performance.now();
  await lighthouseTemplates(
    client,
    { runs: budget.runs, controls: false, formFactor: "mobile" },
    ({ template, page: m }) => {
      const breaches = lighthouseBreaches(m, budget);
      const status = breaches.gated.length ? "FAIL" : breaches.timed.length ? "over" : "ok  ";
      const cells = [m.performance, Math.round(m.lcp), Math.round(m.tbt), m.cls.toFixed(4), m.accessibility];
      cells.push(m["best-practices"], m.seo, Math.round(m.benchmarkIndex));
      console.log(row(status, template.name, cells.map(String)));
      failures.push(...breaches.gated.map((breach) => `Lighthouse ${breach} on ${template.name}`));
      overTimingBudgets.push(
        ...breaches.timed.map((breach) => `${breach} on ${template.name}, host ${Math.round(m.benchmarkIndex)}`),
      );
    },
  );
  console.log(
    `  Lighthouse took ${((performance.now() - started) / 60_000).toFixed(1)} min (host: Lighthouse's BenchmarkIndex of this machine, for context).`,
  );
}

if (overTimingBudgets.length) {
  console.log(
    `\nOver the budgets on simulated time (reported, not failing the check: they follow ` +
      `the host's speed and load; compare with the scriptless controls of \`npm run lighthouse\`):\n- ` +
      `${overTimingBudgets.join("\n- ")}`,
  );
}
console.log(
  failures.length ? `\nBudgets exceeded:\n- ${failures.join("\n- ")}` : "\nAll budgets that fail the check hold.",
);
process.exit(failures.length ? 1 : 0);
