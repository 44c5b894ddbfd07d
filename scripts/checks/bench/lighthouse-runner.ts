import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS } from "../../../tests/support/browser.ts";
import { median } from "./median.ts";

/**
 * The figures of one Lighthouse run: category scores 0–100; LCP and TBT in ms; CLS unitless;
 * `bytes` transferred over the network (audit `total-byte-weight`); `benchmarkIndex`, Lighthouse's
 * measure of the host's CPU speed during the run (its docs/throttling.md: the default 4x CPU
 * slowdown is meant for a host of 1500 or more), printed for context, never used to adjust figures.
 */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  benchmarkIndex: number;
}

export interface LighthouseOptions {
  /** `mobile` (the default) runs Lighthouse's default config; `desktop` its desktop preset. */
  formFactor?: "mobile" | "desktop";
  /**
   * The page is a not-found page, answered with status 404 by design. Lighthouse then measures it
   * (`ignoreStatusCode`) instead of stopping with ERRORED_DOCUMENT_REQUEST, and leaves out what
   * such a page fails only for being a 404: the SEO audit `http-status-code`, and the console
   * error Chromium logs for the document's own 404 status (audit `errors-in-console`; that message
   * names no URL, so a missing subresource of the 404 page would also go unreported here: the
   * other templates load the same CSS, fonts and scripts). Every other audit counts as usual.
   */
  notFoundPage?: boolean;
}

/** The console error Chromium logs for any response with status 404, the document's own included. */
const NOT_FOUND_CONSOLE_ERROR = "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** The Lighthouse config for `options`: `undefined` is Lighthouse's default (`lighthouse:default`, mobile). */
function lighthouseConfig(options: LighthouseOptions) {
  if (options.formFactor === "desktop")
    return options.notFoundPage ? { ...desktopConfig, ...notFoundConfig(desktopConfig.settings ?? {}) } : desktopConfig;
  return options.notFoundPage ? { extends: "lighthouse:default" as const, ...notFoundConfig({}) } : undefined;
}

/** The settings and audit options of `LighthouseOptions.notFoundPage`, on top of `settings`. */
function notFoundConfig(settings: object) {
  return {
    settings: { ...settings, ignoreStatusCode: true, skipAudits: ["http-status-code"] },
    // Lighthouse merges these options into its own audit of the same path; its default pattern is kept.
    audits: [
      {
        path: "errors-in-console",
        options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", NOT_FOUND_CONSOLE_ERROR] },
      },
    ],
  };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Runs Lighthouse (npm package) once against `url` in a fresh headless Chromium (Debian's;
 * CHROMIUM_PATH overrides /usr/bin/chromium), so no run inherits another's cache.
 * Mobile uses `lighthouse:default` untouched: simulated throttling of a slow 4G connection (150 ms
 * RTT, 1.6 Mbps) and a 4x CPU slowdown on a 412 px phone screen (Lighthouse docs/throttling.md,
 * core/config/constants.js). Desktop uses Lighthouse's desktop preset.
 * Throws when Chromium cannot start, or when Lighthouse reports a runtime error or leaves a
 * category without a score (e.g. NO_FCP), rather than report zeros.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, lighthouseConfig(options));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => {
      const value = categories[id]?.score;
      if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id} score for ${url}`);
      return Math.round(value * 100);
    };
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      bytes: audits["total-byte-weight"]?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over several runs, each figure on its own (`median`). Throws on no runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("median of no Lighthouse runs");
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key as keyof LighthouseFigures]))]),
  ) as unknown as LighthouseFigures;
}
