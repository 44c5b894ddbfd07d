import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LighthouseFigures } from "./lighthouse-runner.ts";

/** budgets.json: the units and meaning of every field are in its `$comment`. */
export interface Budgets {
  inlineScriptBytes: number;
  scriptsOnLoadGzipKiB: number;
  cumulativeLayoutShift: number;
  lighthouse: LighthouseBudget;
}

/** The Lighthouse part of budgets.json: `runs` per page, scores 0–100, times in ms, CLS unitless. */
export interface LighthouseBudget {
  runs: number;
  minimumScores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  maximumLcpMs: number;
  maximumTbtMs: number;
  maximumCls: number;
}

/** Reads scripts/checks/bench/budgets.json. Throws when it is missing or not JSON. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(import.meta.dirname, "budgets.json"), "utf8"));
}

/**
 * Every Lighthouse budget that `figures` (one template's medians) breaks, as a phrase with the
 * figure and its budget, e.g. "performance 95 (budget >= 98)", "LCP 1720 ms (budget <= 1500 ms)";
 * empty when all hold.
 */
export function lighthouseBreaches(figures: LighthouseFigures, budget: LighthouseBudget): string[] {
  const breaches: string[] = [];
  for (const [category, minimum] of Object.entries(budget.minimumScores) as [keyof LighthouseBudget["minimumScores"], number][]) {
    if (figures[category] < minimum) breaches.push(`${category} ${figures[category]} (budget >= ${minimum})`);
  }
  if (figures.lcp > budget.maximumLcpMs) breaches.push(`LCP ${Math.round(figures.lcp)} ms (budget <= ${budget.maximumLcpMs} ms)`);
  if (figures.tbt > budget.maximumTbtMs) breaches.push(`TBT ${Math.round(figures.tbt)} ms (budget <= ${budget.maximumTbtMs} ms)`);
  if (figures.cls > budget.maximumCls) breaches.push(`CLS ${figures.cls.toFixed(4)} (budget <= ${budget.maximumCls})`);
  return breaches;
}
