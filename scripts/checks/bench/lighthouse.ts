import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { controlUrl } from "./control-page.ts";
import { medianFigures, runLighthouse, type LighthouseFigures } from "./lighthouse-runner.ts";
import { serveLocally } from "./local-site.ts";
import { TEMPLATES, type Template } from "./templates.ts";

export interface LighthouseTemplatesOptions {
  /** Lighthouse runs per page (and per control); medians are taken over them. */
  runs: number;
  /** Also measure each template's control (control-page.ts), alternating with the page. */
  controls: boolean;
  /** `mobile`: Lighthouse's default config; `desktop`: its desktop preset. */
  formFactor: "mobile" | "desktop";
}

/** One template's medians: its page, and its control when controls were measured. */
export interface TemplateLighthouse {
  template: Template;
  page: LighthouseFigures;
  control?: LighthouseFigures;
}

/**
 * Lighthouse on every template of the build in `clientDir`, served locally with its controls
 * (local-site.ts). Each template gets `runs` runs of its page and, with `controls`, as many of its
 * control, alternating page, control, page, control… so a burst of load from other processes on a
 * shared machine hits both alike; the median of each figure is taken (`medianFigures`). The 404
 * template is run as a not-found page (`LighthouseOptions.notFoundPage`). Calls `onTemplate` as
 * each template is done (a table takes minutes) and returns all medians in TEMPLATES order.
 * Throws when a Lighthouse run fails.
 */
export async function lighthouseTemplates(
  clientDir: string,
  options: LighthouseTemplatesOptions,
  onTemplate: (result: TemplateLighthouse) => void = () => {},
): Promise<TemplateLighthouse[]> {
  const site = await serveLocally(clientDir);
  const results: TemplateLighthouse[] = [];
  try {
    for (const template of TEMPLATES) {
      const lighthouseOptions = { formFactor: options.formFactor, notFoundPage: template.status === 404 };
      const pageRuns: LighthouseFigures[] = [];
      const controlRuns: LighthouseFigures[] = [];
      for (let run = 0; run < options.runs; run++) {
        pageRuns.push(await runLighthouse(`${site.origin}${template.path}`, lighthouseOptions));
        if (options.controls)
          controlRuns.push(await runLighthouse(`${site.origin}${controlUrl(template.path)}`, lighthouseOptions));
      }
      const result = {
        template,
        page: medianFigures(pageRuns),
        control: options.controls ? medianFigures(controlRuns) : undefined,
      };
      results.push(result);
      onTemplate(result);
    }
  } finally {
    await site.close();
  }
  return results;
}

const COLUMN = 6;
const pair = (page: string, control: string, width = COLUMN) => `${page.padStart(width)}${control.padStart(width)}`;
const round = (value: number) => String(Math.round(value));

/** The two header lines of `lighthouseRow`'s table. */
export const LIGHTHOUSE_HEADER = [
  "".padEnd(22) +
    [
      ["perf", COLUMN * 2],
      ["LCP ms", COLUMN * 2],
      ["TBT ms", COLUMN * 2],
      ["CLS", (COLUMN + 1) * 2],
      ["KB", COLUMN * 2],
      ["a11y", 6],
      ["bp", 5],
      ["seo", 5],
      ["host", 7],
    ]
      .map(([name, width]) => String(name).padStart(Number(width)))
      .join(""),
  `${"template".padEnd(22)}${pair("page", "ctrl").repeat(3)}${pair("page", "ctrl", COLUMN + 1)}${pair("page", "ctrl")}`,
];

/**
 * One row of the `npm run lighthouse` table: page and control side by side for the performance
 * score, LCP ms, TBT ms, CLS and KB transferred (1024 bytes); then the page's accessibility,
 * best-practices and SEO scores and the host's BenchmarkIndex. A missing control prints "-".
 */
export function lighthouseRow({ template, page, control }: TemplateLighthouse): string {
  const ctrl = (format: (figures: LighthouseFigures) => string) => (control ? format(control) : "-");
  return (
    template.name.padEnd(22) +
    pair(
      round(page.performance),
      ctrl((f) => round(f.performance)),
    ) +
    pair(
      round(page.lcp),
      ctrl((f) => round(f.lcp)),
    ) +
    pair(
      round(page.tbt),
      ctrl((f) => round(f.tbt)),
    ) +
    pair(
      page.cls.toFixed(3),
      ctrl((f) => f.cls.toFixed(3)),
      COLUMN + 1,
    ) +
    pair(
      round(page.bytes / 1024),
      ctrl((f) => round(f.bytes / 1024)),
    ) +
    round(page.accessibility).padStart(6) +
    round(page["best-practices"]).padStart(5) +
    round(page.seo).padStart(5) +
    round(page.benchmarkIndex).padStart(7)
  );
}

/**
 * `npm run lighthouse`: Lighthouse on every template of the build (SITE_DIR, default
 * build/client; `npm run build` first), each page beside its control, median of 5 runs each
 * (LIGHTHOUSE_RUNS overrides), with Lighthouse's default mobile config, or its desktop preset with
 * `-- --desktop`. Prints figures and the time taken; no pass or fail (see check-budgets.ts).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, not ${process.env.LIGHTHOUSE_RUNS}`);
  const formFactor = process.argv.includes("--desktop") ? "desktop" : "mobile";
  console.log(
    `Lighthouse ${formFactor === "mobile" ? "mobile, default config (simulated slow 4G, 4x CPU slowdown)" : "desktop preset"}, ` +
      `median of ${runs} run${runs === 1 ? "" : "s"}.`,
  );
  console.log("Each page beside its control (ctrl: the same HTML without any script), runs alternating page, control.");
  for (const line of LIGHTHOUSE_HEADER) console.log(line);
  await lighthouseTemplates(
    resolve(process.env.SITE_DIR ?? "build/client"),
    { runs, controls: true, formFactor },
    (result) => console.log(lighthouseRow(result)),
  );
  console.log(
    "host: Lighthouse's BenchmarkIndex of this machine during the page runs, for context only (docs/throttling.md sizes the 4x CPU slowdown for 1500 and up).",
  );
  console.log(`Took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

if (process.argv[1] === import.meta.filename) await main();
