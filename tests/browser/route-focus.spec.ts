import { expect, test } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

test("after a client navigation focus is on the new page's heading and its title is announced", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const announcer = page.locator("[aria-live='polite'][aria-atomic='true']");
  await expect(announcer).toHaveText("");
  await (await revealSidebarLink(page.locator(".doc-sidebar"), "Payments")).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(page.locator("main h1")).toBeFocused();
  await expect(announcer).toHaveText("Payments · Tidewire Developer Center");

  // Only the query changes on the search page: focus stays in the search field.
  await gotoHydrated(page, "/search?q=webhook&version=2.0");
  const field = page.getByRole("searchbox", { name: "Search query" });
  await field.fill("conversion");
  await field.press("Enter");
  await expect(page).toHaveURL(/q=conversion/);
  await expect(field).toBeFocused();
});

test("Back returns focus to the link the reader followed, where they were, never to a heading off screen", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  // A link to another page far down the guide.
  const link = page.locator("main article a[href='/docs/api/deductions/retrieve']").first();
  await link.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/deductions\/retrieve$/);
  await expect(page.locator("main h1")).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(link).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  const h1Focused = await page.evaluate(() => document.activeElement?.tagName === "H1");
  expect(h1Focused).toBe(false);
});
