import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, medianFigures, type LighthouseFigures } from "./lighthouse-runner.ts";

describe("calibratedCpuSlowdown", () => {
  it("keeps Lighthouse's 4x on a high-end desktop host and never goes above it", () => {
    expect(calibratedCpuSlowdown(1500)).toBe(4);
    expect(calibratedCpuSlowdown(2400)).toBe(4);
  });

  it("lowers the slowdown in proportion on a slower host, never below 1x", () => {
    expect(calibratedCpuSlowdown(970)).toBe(2.6);
    expect(calibratedCpuSlowdown(750)).toBe(2);
    expect(calibratedCpuSlowdown(200)).toBe(1);
  });
});

describe("medianFigures", () => {
  it("takes the median of each figure on its own", () => {
    const run = (performance: number, tbt: number): LighthouseFigures => ({ performance, accessibility: 100, "best-practices": 100, seo: 100, lcp: 1000, tbt, cls: 0, bytes: 1 });
    expect(medianFigures([run(90, 300), run(99, 50), run(95, 120)])).toMatchObject({ performance: 95, tbt: 120 });
  });
});
