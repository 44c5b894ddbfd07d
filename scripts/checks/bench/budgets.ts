import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LighthouseFigures } from "./lighthouse-runner.ts";

/** budgets.json: the performance and quality budgets `npm run check:budgets` checks on every template of page-weight.ts. */
export interface Budgets {
  /**
   * Most bytes (UTF-8, uncompressed) of inline `<script>` contents in a page's built HTML file,
   * JSON-LD excluded (inlineScriptBytes in page-weight.ts); 10240 = 10 KB.
   */
  inlineScriptBytes: number;
  /**
   * Most KiB (1024 bytes), each file gzip level 9, of the script resources a page fetches in
   * Chromium from navigation until the network is idle (scriptsFetchedOnLoad in scripts-on-load.ts).
   */
  scriptsOnLoadGzipKiB: number;
  /** Most layout shift (unitless) in Chromium at 390 px and 1280 px wide, median of three loads. */
  cumulativeLayoutShift: number;
  lighthouse: LighthouseBudget;
}

/**
 * The Lighthouse part of budgets.json, at Lighthouse's default mobile config (simulated slow 4G,
 * 4x CPU slowdown), median of `runs` runs per page, controls not run. The accessibility,
 * best-practices and SEO scores and `maximumCls` fail the check; the performance score,
 * `maximumLcpMs` and `maximumTbtMs` are simulated time that follows the host, so the check prints
 * them beside these budgets and lists those over them without failing (LighthouseBreaches).
 */
export interface LighthouseBudget {
  runs: number;
  /** Category scores, 0–100. */
  minimumScores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  /** Largest contentful paint, ms. */
  maximumLcpMs: number;
  /** Total blocking time, ms. */
  maximumTbtMs: number;
  /** Lighthouse's cumulative layout shift, unitless. */
  maximumCls: number;
}

/** Reads scripts/checks/bench/budgets.json. Throws when it is missing or not JSON. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(import.meta.dirname, "budgets.json"), "utf8"));
}

/** The Lighthouse budgets one template's medians break, as phrases with the figure and its budget. */
export interface LighthouseBreaches {
  /**
   * Budgets on what the page is, the same on any host: the accessibility, best-practices and SEO
   * scores and CLS, e.g. "seo 80 (budget >= 100)", "CLS 0.0123 (budget <= 0)". These fail the check.
   */
  gated: string[];
  /**
   * Budgets on simulated time: the performance score, LCP and TBT, e.g. "TBT 230 ms (budget <= 100
   * ms)". Lighthouse's simulation scales the main-thread tasks it observed on this host by its 4x
   * CPU slowdown (Lighthouse docs/throttling.md), so these figures follow the host's speed and load
   * (docs/variability.md) as much as the page: on a host whose BenchmarkIndex is below the range
   * the 4x slowdown is calibrated for, the scriptless control breaks the TBT budget by itself.
   * They are reported beside the budget, never used to pass or fail.
   */
  timed: string[];
}

/**
 * Every Lighthouse budget that `figures` (one template's medians) breaks, split into the budgets
 * that fail the check and those on simulated time that are reported (`LighthouseBreaches`); both
 * lists are empty when all hold.
 */
export function lighthouseBreaches(figures: LighthouseFigures, budget: LighthouseBudget): LighthouseBreaches {
  const breaches: LighthouseBreaches = { gated: [], timed: [] };
  for (const [category, minimum] of Object.entries(budget.minimumScores) as [
    keyof LighthouseBudget["minimumScores"],
    number,
  ][]) {
    if (figures[category] < minimum)
      (category === "performance" ? breaches.timed : breaches.gated).push(
        `${category} ${figures[category]} (budget >= ${minimum})`,
      );
  }
  if (figures.lcp > budget.maximumLcpMs)
    breaches.timed.push(`LCP ${Math.round(figures.lcp)} ms (budget <= ${budget.maximumLcpMs} ms)`);
  if (figures.tbt > budget.maximumTbtMs)
    breaches.timed.push(`TBT ${Math.round(figures.tbt)} ms (budget <= ${budget.maximumTbtMs} ms)`);
  if (figures.cls > budget.maximumCls)
    breaches.gated.push(`CLS ${figures.cls.toFixed(4)} (budget <= ${budget.maximumCls})`);
  return breaches;
}
