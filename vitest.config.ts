import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/support/longest-first-sequencer.ts";

// Unit and integration tests only; the Playwright specs in tests/browser run under `playwright test`.
export default defineConfig({
  test: {
    include: [
      "web/**/*.test.ts",
      "blocks/**/*.test.ts",
      "schemas/**/*.test.ts",
      "studio/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    exclude: ["tests/browser/**", "node_modules/**", "build/**"],
    environment: "node",
    // The shared dataset (.cache/dataset.ndjson) is compiled once, before any test file runs.
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    // Vitest's default leaves one of this 2-core machine's cores idle (os.availableParallelism() - 1
    // workers); most of the long files wait on child processes (builds, the Studio CLI), so two
    // workers overlap them.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
