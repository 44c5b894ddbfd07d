import { resolve } from "node:path";
import { calibratedCpuSlowdown, measureBenchmarkIndex, medianFigures, runLighthouse, type LighthouseFigures } from "./lighthouse-runner.ts";
import { serveLocally } from "./local-site.ts";
import { TEMPLATES } from "./page-weight.ts";

/**
 * `npm run lighthouse`: Lighthouse (npm package, Debian Chromium) on the served build for every
 * template, mobile and desktop, `runs` runs each (three for `npm run lighthouse`); prints median
 * scores and LCP, TBT, CLS and bytes.
 * The mobile CPU slowdown is calibrated to this host's BenchmarkIndex (`calibratedCpuSlowdown`),
 * so a slow CI runner emulates the same phone a developer's desktop does.
 * Needs a build (`npm run build`). Prints figures; no pass or fail (see check-budgets.ts).
 */
export async function lighthouseTable(clientDir: string, formFactors: ("mobile" | "desktop")[], runs: number, log = console.log) {
  log("Mobile CPU slowdown calibrated to the host's BenchmarkIndex before each template (Lighthouse's default 4x is for 1500 or more).");
  const site = await serveLocally(clientDir);
  const results: { template: string; formFactor: string; median: LighthouseFigures }[] = [];
  try {
    log(`${"template".padEnd(22)}${"form".padEnd(9)}${"perf".padStart(5)}${"a11y".padStart(6)}${"bp".padStart(5)}${"seo".padStart(5)}${"LCP ms".padStart(8)}${"TBT ms".padStart(8)}${"CLS".padStart(7)}${"KB".padStart(7)}${"host".padStart(7)}${"CPU".padStart(6)}`);
    for (const formFactor of formFactors) {
      for (const template of TEMPLATES) {
        // Measured per template, as the load on a shared machine changes during the table.
        const benchmarkIndex = await measureBenchmarkIndex();
        const cpuSlowdown = formFactor === "mobile" ? calibratedCpuSlowdown(benchmarkIndex) : 1;
        const all: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++) all.push(await runLighthouse(`${site.origin}${template.path}`, formFactor, cpuSlowdown));
        const m = medianFigures(all);
        results.push({ template: template.name, formFactor, median: m });
        log(`${template.name.padEnd(22)}${formFactor.padEnd(9)}${String(m.performance).padStart(5)}${String(m.accessibility).padStart(6)}${String(m["best-practices"]).padStart(5)}${String(m.seo).padStart(5)}${Math.round(m.lcp).toString().padStart(8)}${Math.round(m.tbt).toString().padStart(8)}${m.cls.toFixed(3).padStart(7)}${Math.round(m.bytes / 1024).toString().padStart(7)}${Math.round(benchmarkIndex).toString().padStart(7)}${`${cpuSlowdown}x`.padStart(6)}`);
      }
    }
  } finally {
    await site.close();
  }
  return results;
}

if (process.argv[1] === import.meta.filename) {
  await lighthouseTable(resolve(process.env.SITE_DIR ?? "build/client"), ["mobile", "desktop"], Number(process.env.LIGHTHOUSE_RUNS ?? 3));
}
