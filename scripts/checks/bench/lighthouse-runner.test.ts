import { describe, expect, it } from "vitest";
import { medianFigures, type LighthouseFigures } from "./lighthouse-runner.ts";

describe("medianFigures", () => {
  const run = (performance: number, lcp: number, tbt: number): LighthouseFigures => ({
    performance,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcp,
    tbt,
    cls: 0,
    bytes: 150_000,
    benchmarkIndex: 1000,
  });

  it("takes the median of each figure on its own, not the figures of the median run", () => {
    expect(medianFigures([run(90, 1800, 300), run(99, 900, 50), run(95, 1200, 120)])).toMatchObject({
      performance: 95,
      lcp: 1200,
      tbt: 120,
    });
    expect(medianFigures([run(99, 2000, 10), run(90, 900, 400), run(95, 1000, 120)])).toMatchObject({
      performance: 95,
      lcp: 1000,
      tbt: 120,
    });
  });

  it("refuses no runs", () => {
    expect(() => medianFigures([])).toThrow();
  });
});
