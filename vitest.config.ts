import { defineConfig } from "vitest/config";

// Unit and integration tests only; the Playwright specs in tests/browser run under `playwright test`.
export default defineConfig({
  test: {
    include: ["web/**/*.test.ts", "blocks/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    exclude: ["tests/browser/**", "node_modules/**", "build/**"],
    environment: "node",
    testTimeout: 60_000,
  },
});
