import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_ARGS, launchChromium } from "../../tests/support/browser.ts";

/** The figures reported for one Lighthouse run (scores 0–100, times in ms, bytes). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Lighthouse's default mobile CPU slowdown, meant for a high-end desktop host. */
const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** The lower bound of the "high-end desktop" BenchmarkIndex bracket, the host the 4x default is meant for. */
const HIGH_END_DESKTOP_BENCHMARK_INDEX = 1500;

/**
 * The mobile CPU slowdown that makes this host emulate the device Lighthouse's default emulates
 * (a mid-tier phone), following Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown"):
 * the default 4x assumes a high-end desktop host (BenchmarkIndex 1500 and up); a slower host gets
 * a proportionally lower multiplier, never below 1x and never above the default.
 * Example: a 2-core CI runner measuring 970 gets 2.6x.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / HIGH_END_DESKTOP_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, scaled)) * 10) / 10;
}

/**
 * This host's Lighthouse BenchmarkIndex: Lighthouse's own page function run in Chromium, median
 * of `runs` measurements (each about 0.5 s). Throws when Chromium cannot start.
 */
export async function measureBenchmarkIndex(runs = 5): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let run = 0; run < runs; run++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse (npm package) in Debian's Chromium against `url`, with Lighthouse's default
 * mobile emulation and throttling (CPU slowdown `cpuSlowdownMultiplier`, default 4x) or its
 * desktop preset. Throws when Chromium cannot start.
 */
export async function runLighthouse(url: string, formFactor: "mobile" | "desktop", cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const config = formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } };
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
      bytes: audits["total-byte-weight"]?.numericValue ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over several runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key as keyof LighthouseFigures]))])) as unknown as LighthouseFigures;
}
