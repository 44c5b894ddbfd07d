import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

test("the first Tab shows the skip link, and Enter moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(skipLink).not.toBeInViewport();

  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport({ ratio: 1 });

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator("main#main-content")).toBeFocused();
  // The next Tab continues inside the page content, past the navbar and the sidebar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main-content");
});

for (const width of [1280, 390]) {
  test(`at ${width} px, on an operation page the first stop of the content skips to the samples`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoHydrated(page, "/docs/api/payments/create");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to request and response samples" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    const examples = page.getByRole("complementary", { name: "Examples" });
    await expect(examples).toBeFocused();
    await expect(examples).toBeInViewport();
    // The next Tab reaches the samples' own controls.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#api-examples") !== null)).toBe(true);
  });
}

/** The sidebar category button and the list it discloses, which follows it. */
function category(page: Page, name: string) {
  const button = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name });
  const list = button.locator("xpath=following-sibling::ul");
  return { button, list };
}

for (const [path, why, startsExpanded] of [
  ["/docs/intro", "a category without the current page, collapsed at first", false],
  ["/docs/api-docs/payments", "the category holding the current page, expanded at first", true],
] as const) {
  test(`sidebar categories are disclosures that Enter and Space toggle (${why})`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { button, list } = category(page, "Guides");
    const link = list.getByRole("link", { name: "Conversions", exact: true });
    await expect(button).toHaveAttribute("aria-expanded", String(startsExpanded));
    await (startsExpanded ? expect(link).toBeVisible() : expect(link).toBeHidden());

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", String(!startsExpanded));
    await (startsExpanded ? expect(list).toBeHidden() : expect(link).toBeVisible());
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", String(startsExpanded));
    await (startsExpanded ? expect(link).toBeVisible() : expect(list).toBeHidden());
  });
}

test("a collapsed category opens again when a link leads to a page inside it", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const { button, list } = category(page, "Guides");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  // The pager's "Next" link goes to the first guide, inside the collapsed category.
  await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\//);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(list.locator(".is-active")).toBeVisible();
});

test("a category the reader opened or closed keeps that state on the next pages of the session", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const balances = category(page, "Balances");
  const guides = category(page, "Guides");
  await expect(balances.button).toHaveAttribute("aria-expanded", "false");
  await balances.button.click();
  await expect(balances.list.getByRole("link", { name: "List balances" })).toBeVisible();
  // A client navigation, then a new document in the same session: the choice holds on both.
  await guides.button.click();
  await guides.list.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(balances.button).toHaveAttribute("aria-expanded", "true");
  await gotoHydrated(page, "/docs/api-docs/webhooks");
  await expect(balances.button).toHaveAttribute("aria-expanded", "true");
  await expect(category(page, "Beneficiaries").button).toHaveAttribute("aria-expanded", "false");
});
