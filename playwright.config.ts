import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/browser.ts";

/** Debian's Chromium at a desktop size (Playwright's own browser download does not work here). */
const chromium = {
  browserName: "chromium",
  viewport: { width: 1280, height: 720 },
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
} as const;

/** The tag of tests that time what the page does: see the "timed" project. */
const TIMED = /@timed/;

// TEST_PORT lets two checkouts run their suites side by side without one reusing the other's server.
const port = process.env.TEST_PORT ?? "4173";

/**
 * Browser tests against the built site (`npm run build` first; this config does not build).
 * The web server serves build/client the way the static host does (scripts/serve/site-server.ts).
 * Playwright's own browser download does not work in this sandbox, so tests use Debian's
 * Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
export default defineConfig({
  testDir: "tests/browser",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  // The sandbox has 2 CPUs shared with builds and other browsers: React's transition renders and
  // Chromium can take seconds under that load, so allow more than the 5 s / 30 s defaults.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace snapshots the page at every action whether or not the test then fails: on
    // this 2-CPU machine it made the suite half as slow again (routes.spec.ts, 32 pages, one worker:
    // 98 s with traces, 64 s without). To debug a failure, rerun it with `--trace on`.
    trace: "off",
  },
  projects: [
    { name: "chromium", grepInvert: TIMED, use: chromium },
    // Tests tagged @timed measure intervals on the page's clock (tens of milliseconds). Beside another
    // worker's browser on a 2-CPU machine the page's main thread waits its turn and the figures say
    // more about the machine than the site, so these run alone, after the others.
    { name: "timed", grep: TIMED, dependencies: ["chromium"], workers: 1, use: chromium },
  ],
  webServer: {
    command: "node scripts/serve/serve.ts",
    env: { PORT: port },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
