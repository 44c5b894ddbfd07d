import { expect, test, type Page } from "@playwright/test";
import { ANNOUNCEMENT_KEY, gotoHydrated, waitForHydration } from "../support/app.ts";

const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });

/**
 * Records, before hydration, where the navbar starts and whether the bar shows, plus the page's
 * cumulative layout shift (Layout Instability API), so a bar hidden late would be caught.
 */
async function recordFirstLayout(page: Page) {
  await page.addInitScript(() => {
    const record = { navbarTop: -1, barShown: true, cls: 0 };
    (window as unknown as { __firstLayout: typeof record }).__firstLayout = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      record.navbarTop = document.querySelector(".navbar")!.getBoundingClientRect().top;
      const element = document.querySelector(".announcement-bar");
      record.barShown = element !== null && getComputedStyle(element).display !== "none";
    });
  });
}
const firstLayout = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstLayout: { navbarTop: number; barShown: boolean; cls: number } }).__firstLayout,
  );

test("the bar shows above the navbar until it is closed, and stays closed after a reload", async ({ page }) => {
  await recordFirstLayout(page);
  await gotoHydrated(page, "/");
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText("stablecoin off-ramp");
  const before = await firstLayout(page);
  expect(before.barShown).toBe(true);
  expect(before.navbarTop).toBeGreaterThan(0);

  await bar(page).getByRole("button", { name: "Close announcement" }).click();
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => page.locator(".navbar").evaluate((element) => element.getBoundingClientRect().top)).toBe(0);

  await page.reload();
  const after = await firstLayout(page);
  expect(after, "the bar must be hidden before first paint, not after hydration").toMatchObject({
    navbarTop: 0,
    barShown: false,
  });
  await waitForHydration(page);
  await expect(bar(page)).toBeHidden();
  // Let any late layout work settle, then check nothing moved.
  await page.waitForTimeout(500);
  expect((await firstLayout(page)).cls).toBeLessThan(0.01);

  // Other pages remember the dismissal too.
  await page.getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(bar(page)).toBeHidden();
});

test("a new announcement id shows the bar again after an older one was closed", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await bar(page).getByRole("button", { name: "Close announcement" }).click();
  await expect(bar(page)).toBeHidden();
  const closedId = await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_KEY);
  expect(closedId).toBeTruthy();

  // The stored id now names an earlier announcement than the one the site shows.
  await page.evaluate((key) => localStorage.setItem(key, "an-earlier-announcement"), ANNOUNCEMENT_KEY);
  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-announcement-dismissed", /.*/);
});

test("closing the bar from the keyboard moves focus to the navbar's first link, not to the page", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const close = bar(page).getByRole("button", { name: "Close announcement" });
  await close.focus();
  await page.keyboard.press("Enter");
  await expect(bar(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
