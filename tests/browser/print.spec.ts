import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

test("a printed guide has no site chrome and no code cut at the page edge", async ({ page }) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  await page.emulateMedia({ media: "print" });
  for (const chrome of [".navbar", ".doc-sidebar", ".footer", ".doc-toc"]) await expect(page.locator(chrome).first()).toBeHidden();
  await expect(page.locator("main h1")).toBeVisible();
  const clipped = await page.locator("pre").evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
  expect(clipped).toBe(0);
});
