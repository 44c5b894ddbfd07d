import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { launchChromium } from "../../../tests/support/browser.ts";
import { LAYOUT_SHIFT_VIEWPORTS, layoutShiftOnLoad, type LoadLayoutShift } from "./layout-shift.ts";
import { serveLocally } from "./local-site.ts";
import { median } from "./median.ts";
import { TEMPLATES } from "./templates.ts";

/**
 * `npm run bench:layout-shift`: how often each template's load shifts its layout, and what moves,
 * on the build in build/client (SITE_DIR overrides). `check:budgets` takes the median of three loads
 * per template, which hides a shift one load in ten makes; this loads each template many times at
 * each width of the budget check, optionally beside busy loops that keep the CPU as busy as a
 * loaded CI host (a busy parser yields more often, and a late image or script lands later), and
 * prints per template and width the loads that shifted, the largest cumulative layout shift, the
 * median first contentful paint (ms) and each distinct moved element with its rectangles
 * (`[x, y, width, height]`, CSS px) and when (ms after navigation). No pass or fail.
 *
 *   npm run bench:layout-shift -- [--loads 12] [--busy 2] [--paths /blog,/docs/intro]
 *
 * `--busy` is the number of busy-loop processes (default 0); `--paths` replaces the templates.
 * Exits 2 when there is no build.
 */
const { values } = parseArgs({
  options: {
    loads: { type: "string", default: "12" },
    busy: { type: "string", default: "0" },
    paths: { type: "string" },
  },
});
const loads = Number(values.loads);
const busy = Number(values.busy);
if (!Number.isInteger(loads) || loads < 1) throw new Error(`--loads must be a positive integer, not ${values.loads}`);
if (!Number.isInteger(busy) || busy < 0) throw new Error(`--busy must be a whole number, not ${values.busy}`);
const client = resolve(process.env.SITE_DIR ?? "build/client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`No build in ${client}: run npm run build first.`);
  process.exit(2);
}
const pages = values.paths
  ? values.paths.split(",").map((path) => ({ name: path, path }))
  : TEMPLATES.map(({ name, path }) => ({ name, path }));

const nameWidth = Math.max(...pages.map((page) => page.name.length)) + 1;

const loops: ChildProcess[] = Array.from({ length: busy }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const site = await serveLocally(client);
const browser = await launchChromium();
try {
  console.log(`Layout shift in Chromium, ${loads} loads per page and width, ${busy} busy loops beside`);
  for (const { label, width, height } of LAYOUT_SHIFT_VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width, height } });
    for (const page of pages) {
      const results: LoadLayoutShift[] = [];
      for (let load = 0; load < loads; load++)
        results.push(await layoutShiftOnLoad(context, `${site.origin}${page.path}`));
      const shifted = results.filter((result) => result.cls > 0);
      const largest = Math.max(...results.map((result) => result.cls));
      console.log(
        `  ${page.name.padEnd(nameWidth)} ${label.padEnd(8)} shifted ${String(shifted.length).padStart(2)} of ${loads}` +
          `  largest ${largest.toFixed(4)}  FCP median ${Math.round(median(results.map((result) => result.firstContentfulPaint)))} ms`,
      );
      const moved = new Map<string, string>();
      for (const shift of shifted.flatMap((result) => result.shifts))
        for (const source of shift.sources)
          moved.set(
            source.node,
            `[${source.previous.join(", ")}] → [${source.current.join(", ")}] at ${shift.startTime} ms`,
          );
      for (const [node, how] of moved) console.log(`      ${node} ${how}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
  for (const loop of loops) loop.kill();
}
