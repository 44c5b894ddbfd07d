import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { COLOR_MODE_KEY, waitForHydration } from "../support/app.ts";

/** WCAG 2.0, 2.1 and 2.2 A and AA rules of axe-core. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One page of every template (API group, operation and search templates are in their own specs). */
const PAGES = [
  "/",
  "/markdown-page",
  "/docs/api-docs/payments",
  "/docs/api",
  "/docs/1.37/api",
  "/docs/1.37/intro",
  "/docs/1.37/tutorial-basics/markdown-features",
  "/blog",
  "/blog/page/2",
  "/blog/beneficiary-validation-api",
  "/blog/archive",
  "/blog/authors",
  "/blog/tags",
  "/blog/tags/payment",
  "/errors",
  "/errors/quote-expired",
  "/no/such/page",
];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per violation and affected node: rule id, impact, CSS target and axe's summary. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim();
        return `- [${violation.id}] (${violation.impact ?? "n/a"}) ${node.target.join(" ")}: ${summary}`;
      }),
    )
    .join("\n");
}

for (const mode of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`${path} has no WCAG 2.2 AA violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      await expect(page.locator("main h1")).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(
        results.violations,
        `axe violations on ${path} (${mode}):\n${describeViolations(results.violations)}`,
      ).toEqual([]);
    });
  }
}
