import { describe, expect, it } from "vitest";
import { lighthouseBreaches, readBudgets, type LighthouseBudget } from "./budgets.ts";
import type { LighthouseFigures } from "./lighthouse-runner.ts";

const budget: LighthouseBudget = {
  runs: 3,
  minimumScores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  maximumLcpMs: 1500,
  maximumTbtMs: 100,
  maximumCls: 0,
};
const figures = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcp: 1100,
  tbt: 40,
  cls: 0,
  bytes: 160_000,
  benchmarkIndex: 900,
  ...overrides,
});

describe("lighthouseBreaches", () => {
  it("finds nothing when every figure is within its budget, budgets themselves included", () => {
    expect(lighthouseBreaches(figures(), budget)).toEqual({ gated: [], timed: [] });
    expect(lighthouseBreaches(figures({ performance: 98, lcp: 1500, tbt: 100 }), budget)).toEqual({
      gated: [],
      timed: [],
    });
  });

  it("names each broken budget with the figure and the budget: scores and CLS fail the check, simulated times are reported", () => {
    expect(
      lighthouseBreaches(
        figures({ performance: 97, seo: 80, accessibility: 96, lcp: 1501.4, tbt: 230, cls: 0.0123 }),
        budget,
      ),
    ).toEqual({
      gated: ["accessibility 96 (budget >= 100)", "seo 80 (budget >= 100)", "CLS 0.0123 (budget <= 0)"],
      timed: ["performance 97 (budget >= 98)", "LCP 1501 ms (budget <= 1500 ms)", "TBT 230 ms (budget <= 100 ms)"],
    });
  });

  it("counts any layout shift against a CLS budget of 0", () => {
    expect(lighthouseBreaches(figures({ cls: 0.0001 }), budget).gated).toHaveLength(1);
  });
});

describe("budgets.json", () => {
  it("holds every budget the checks read, with the figures the project set", () => {
    const budgets = readBudgets();
    expect(budgets).toMatchObject({ inlineScriptBytes: 10240, scriptsOnLoadGzipKiB: 130, cumulativeLayoutShift: 0 });
    expect(budgets.lighthouse).toMatchObject({
      minimumScores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
      maximumLcpMs: 1500,
      maximumTbtMs: 100,
      maximumCls: 0,
    });
    expect(budgets.lighthouse.runs).toBeGreaterThanOrEqual(3);
  });
});
