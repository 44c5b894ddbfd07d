import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

/**
 * A part of the page whose code loads when first needed fails in its own place, with Retry: the
 * article, its scroll position and focus stay (docs/decisions/0010).
 */
test("offline, focusing search shows an inline failure with Retry in the search popup; the article, its scroll position and focus stay", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  await page.evaluate(() => window.scrollTo(0, 2000));
  const scrolled = await page.evaluate(() => window.scrollY);
  await context.setOffline(true);
  const box = page.getByRole("combobox", { name: /Search the/ });
  await box.focus();
  const failure = page.getByRole("alert").filter({ hasText: "Search suggestions could not be loaded" });
  await expect(failure).toBeVisible();
  await expect(box).toBeFocused();
  await expect(page.locator("main h1")).toHaveText("Payments");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole("heading", { name: "This page failed to load." })).toHaveCount(0);

  await context.setOffline(false);
  // Under a new URL: a browser that keeps the failed fetch in its module map would fail it again.
  const refetched = page.waitForRequest(/\/assets\/search-suggestions-[^/]*\.js\?retry=1$/);
  await failure.getByRole("button", { name: "Retry" }).click();
  await refetched;
  await expect(failure).toHaveCount(0);
  await expect(box).toBeFocused();
  await box.pressSequentially("quote", { delay: 20 });
  await expect(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("offline, the menu button opens the drawer, which needs nothing from the network; the article and its scroll position stay", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/docs/api-docs/payments");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const scrolled = await page.evaluate(() => window.scrollY);
    await context.setOffline(true);
    const button = page.getByRole("button", { name: "Open navigation menu" });
    await button.tap();
    await expect(page.locator("#docs-sidebar")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.locator("main h1")).toHaveText("Payments");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test("when the search highlight bar cannot load, an inline failure with Retry takes its place, and the page stays", async ({
  page,
}) => {
  const HIGHLIGHT_BAR = /\/assets\/search-highlight-bar-[^/]*\.js$/;
  await page.route(HIGHLIGHT_BAR, (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, "/docs/api-docs/payments?_highlight=quote");
  const failure = page.getByRole("alert").filter({ hasText: "The search highlights could not be loaded" });
  await expect(failure).toBeVisible();
  await expect(page.locator("main h1")).toHaveText("Payments");
  await page.unroute(HIGHLIGHT_BAR);
  const refetched = page.waitForRequest(/\/assets\/search-highlight-bar-[^/]*\.js\?retry=1$/);
  await failure.getByRole("button", { name: "Retry" }).click();
  await refetched;
  await expect(page.getByRole("status").filter({ hasText: /matches for\s*quote/ })).toBeVisible();
});

test("when the behaviours script cannot load, the next page the reader opens loads it: its tabs work", async ({
  page,
}) => {
  const BEHAVIOURS = /\/assets\/behaviours-[^/]*\.js$/;
  await page.route(BEHAVIOURS, (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, "/docs/1.37/tutorial-basics/create-a-document");
  await page.unroute(BEHAVIOURS);
  // Under a new URL: a browser that keeps the failed fetch in its module map would fail it again.
  const refetched = page.waitForRequest(/\/assets\/behaviours-[^/]*\.js\?retry=1$/);
  await page
    .locator("main")
    .getByRole("link", { name: /^Markdown features$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/1\.37\/tutorial-basics\/markdown-features$/);
  await refetched;
  const tab = page.locator("main").getByRole("tab").nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
});
