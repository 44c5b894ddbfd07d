import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS } from "../../tests/support/browser.ts";

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

/**
 * Runs Lighthouse (npm package) in Debian's Chromium against `url`, with Lighthouse's default
 * mobile emulation and throttling or its desktop preset. Throws when Chromium cannot start.
 */
export async function runLighthouse(url: string, formFactor: "mobile" | "desktop"): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, formFactor === "desktop" ? desktopConfig : undefined);
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
