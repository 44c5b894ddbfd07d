import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const hamburger = (page: Page) => page.getByRole("button", { name: "Open navigation menu" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Navigation" });

async function openMenu(page: Page) {
  await expect(hamburger(page)).toBeVisible();
  await hamburger(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "true");
}

test("on a docs page the menu opens on the docs sidebar and goes back to the main menu", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  // The desktop items are folded away at this width.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true })).toBeHidden();
  await openMenu(page);
  const sidebar = drawer(page).getByRole("navigation", { name: "Docs sidebar" });
  await expect(sidebar).toBeVisible();
  await expect(await revealSidebarLink(sidebar, "Payments")).toBeVisible();
  await expect(drawer(page).getByRole("link", { name: "Blog", exact: true })).toHaveCount(0);

  await drawer(page).getByRole("button", { name: /Back to main menu/ }).click();
  await expect(sidebar).toBeHidden();
  for (const name of ["API Reference", "Simulator", "Blog"]) {
    await expect(drawer(page).getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(drawer(page).getByRole("link", { name: /^Simulator/ })).toHaveAttribute("target", "_blank");
  await expect(drawer(page).getByRole("button", { name: /^Documentation version/ })).toBeVisible();
});

test("Escape closes the menu and gives focus back to the menu button", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
  await expect(hamburger(page)).toBeFocused();
  // It opens again afterwards.
  await openMenu(page);
});

test("following a link in the menu closes it and navigates", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await openMenu(page);
  await (await revealSidebarLink(drawer(page).getByRole("navigation", { name: "Docs sidebar" }), "Payments")).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.locator("main h1")).toHaveText("Payments");
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");

  // From the main menu too, and to a page without a docs sidebar.
  await openMenu(page);
  await drawer(page).getByRole("button", { name: /Back to main menu/ }).click();
  await drawer(page).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.locator("main h1")).toBeVisible();
});

test("outside the docs the menu opens on the main items", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await openMenu(page);
  await expect(drawer(page).getByRole("link", { name: "Blog", exact: true })).toBeVisible();
  await expect(drawer(page).getByRole("button", { name: /Back to main menu/ })).toHaveCount(0);
  // The language menu, hidden from the narrow navbar, is in the drawer.
  await drawer(page).getByRole("button", { name: "Language: English" }).click();
  await expect(drawer(page).getByRole("menuitem", { name: "English" })).toHaveAttribute("lang", "en");
  await drawer(page).getByRole("button", { name: "Close navigation menu" }).click();
  await expect(drawer(page)).toBeHidden();
});

test("on a deep API page the drawer opens on the sidebar with the current page's link in view", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/webhooks/webhook-update");
  await openMenu(page);
  const current = drawer(page).locator('[aria-current="page"]');
  await expect(current).toHaveText(/Update the webhook endpoint$/);
  await expect(current).toBeInViewport({ ratio: 1 });
});
