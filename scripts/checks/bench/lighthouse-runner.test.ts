import { describe, expect, it } from "vitest";
import { median, medianFigures, type LighthouseFigures } from "./lighthouse-runner.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([1500, 900, 1100])).toBe(1100);
    expect(median([7, 1, 9, 3, 5])).toBe(5);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([100, 96, 98, 90])).toBe(97);
  });

  it("does not reorder the list it is given", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

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
