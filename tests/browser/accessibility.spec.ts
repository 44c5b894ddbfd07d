import { expect, test } from "@playwright/test";
import { COLOR_MODE_KEY, waitForHydration } from "../support/app.ts";
import { expectNoWcagViolations } from "../support/axe.ts";

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

for (const mode of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`${path} has no WCAG 2.2 AA violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      await expect(page.locator("main h1")).toBeVisible();
      await expectNoWcagViolations(page, `${path} (${mode})`);
    });
  }
}
