import { defineConfig } from "vitest/config";

// Unit and integration tests only; the Playwright specs in tests/e2e run under `playwright test`.
export default defineConfig({
  test: {
    include: ["web/**/*.test.ts", "blocks/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    environment: "node",
    testTimeout: 60_000,
  },
});
