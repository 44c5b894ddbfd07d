import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

/** Opens the navbar's docs version menu and returns it (role="menu"). */
async function openVersionMenu(page: Page, currentLabel: string) {
  const button = page.getByRole("button", { name: `Documentation version ${currentLabel}` });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
  await expect(menu).toBeVisible();
  return menu;
}

test("on a 1.37 guide the 2.0 entry goes to the same guide in 2.0", async ({ page }) => {
  await gotoHydrated(page, "/docs/1.37/api-docs/payments");
  const menu = await openVersionMenu(page, "1.37");
  await expect(menu.getByRole("menuitem", { name: /^1\.37/ })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("menuitem", { name: /^2\.0/ }).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(page.locator("main h1")).toHaveText("Payments");
  // The menu closed and now names the version the reader is on.
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Documentation version 2.0" })).toBeVisible();
});

test("on a 1.37 page missing in 2.0 the 2.0 entry goes to the 2.0 introduction", async ({ page }) => {
  await gotoHydrated(page, "/docs/1.37/tutorial-basics/create-a-page");
  const menu = await openVersionMenu(page, "1.37");
  await expect(menu.getByRole("menuitem", { name: /^2\.0/ })).toHaveAttribute("href", "/docs/intro");
  await menu.getByRole("menuitem", { name: /^2\.0/ }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

test("an operation that moved to another group in 2.0 is followed by the menu and the banner, and its 1.37 title names the version", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/1.37/api/beneficiaries/business-types-listing");
  await expect(page).toHaveTitle("List business types · Beneficiaries API (API 1.37) · Tidewire Developer Center");
  await expect(
    page.getByRole("note").getByRole("link", { name: "same page in the latest version (2.0)" }),
  ).toHaveAttribute("href", "/docs/api/utils/business-types-listing");
  const menu = await openVersionMenu(page, "1.37");
  await menu.getByRole("menuitem", { name: /^2\.0/ }).click();
  await expect(page).toHaveURL(/\/docs\/api\/utils\/business-types-listing$/);
  await expect(page).toHaveTitle("List business types · Utilities API · Tidewire Developer Center");
});

test("Escape closes the version menu and returns focus to its button", async ({ page }) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  const menu = await openVersionMenu(page, "2.0");
  await expect(menu.getByRole("menuitem", { name: /^1\.37/ })).toHaveAttribute("href", "/docs/1.37/api-docs/payments");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Documentation version 2.0" })).toBeFocused();
});

test("the version menu works with the keyboard: Arrow Down opens it on its first entry, arrows, Home and End move, Enter follows", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  const button = page.getByRole("button", { name: "Documentation version 2.0" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
  const links = menu.getByRole("menuitem");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(links.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.last()).toBeFocused();
  await expect(links.last()).toHaveAttribute("href", "/docs/1.37/api-docs/payments");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/1\.37\/api-docs\/payments$/);
});

for (const [path, linkName, target, targetTitle] of [
  ["/docs/1.37/api-docs/payments", /same page in the latest version \(2\.0\)/, "/docs/api-docs/payments", "Payments"],
  ["/docs/1.37/intro", /same page in the latest version \(2\.0\)/, "/docs/intro", "Introduction"],
] as const) {
  test(`${path} shows the unmaintained banner linking to ${target}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const banner = page.getByRole("note").filter({ hasText: "no longer actively maintained" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("1.37");
    const link = banner.getByRole("link", { name: linkName });
    await expect(link).toHaveAttribute("href", target);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, "\\/")}$`));
    await expect(page.locator("main h1")).toHaveText(targetTitle);
    // 2.0 is maintained: no banner there.
    await expect(page.getByText("no longer actively maintained")).toHaveCount(0);
  });
}

test("an editor handbook page says it is the handbook, not API 1.37 documentation, and links API readers to the introduction", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/1.37/tutorial-basics/create-a-page");
  await expect(page.getByText("no longer actively maintained")).toHaveCount(0);
  await expect(page.locator("main .badge")).toHaveCount(0);
  const banner = page.getByRole("note").filter({ hasText: "editor handbook" });
  await expect(banner).toContainText("not part of the API documentation");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toHaveText(/Editor handbook.*Create a page/);
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toContainText("Editor handbook");
  await banner.getByRole("link", { name: "introduction" }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

test("the version menu is an ARIA menu button: Enter opens it on its first item, Arrow Up on its last, Escape and Tab close it", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  const button = page.getByRole("button", { name: "Documentation version 2.0" });
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  const menu = page.getByRole("menu", { name: "Documentation version 2.0" });
  const items = menu.getByRole("menuitem");

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(button).not.toBeFocused();
});

for (const path of ["/docs/1.37/intro", "/docs/1.37/api-docs/payments", "/docs/1.37/api/payments/create"]) {
  test(`${path} warns once that 1.37 is unmaintained: the version banner, nowhere else`, async ({ page }) => {
    await gotoHydrated(page, path);
    const warnings = page
      .locator(".admonition, .announcement-bar, [role='note']")
      .filter({ hasText: /unmaintained|no longer (actively )?maintained|switched off/i });
    await expect(warnings).toHaveCount(1);
    await expect(warnings.first()).toHaveClass(/\bversion-banner\b/);
    await expect(warnings.first().getByRole("link")).toHaveAttribute("href", /^\/docs\/(?!1\.37)/);
  });
}
