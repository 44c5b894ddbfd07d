import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const hamburger = (page: Page) => page.getByRole("button", { name: "Open navigation menu" });
/** The docs sidebar, the drawer the menu button opens on a docs page. */
const sidebarDrawer = (page: Page) => page.locator("#docs-sidebar");
/** The site menu, the drawer the menu button opens elsewhere, and "Back to main menu" on a docs page. */
const siteMenu = (page: Page) => page.getByRole("dialog", { name: "Main menu" });

test("on a docs page the menu opens on the docs sidebar and goes back to the main menu, and forth again", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/intro");
  // The desktop items are folded away at this width.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }),
  ).toBeHidden();
  await hamburger(page).click();
  const sidebar = sidebarDrawer(page).getByRole("navigation", { name: "Docs sidebar" });
  await expect(sidebar).toBeVisible();
  await expect(await revealSidebarLink(sidebar, "Payments")).toBeVisible();
  await expect(siteMenu(page)).toBeHidden();

  await sidebarDrawer(page)
    .getByRole("button", { name: /Back to main menu/ })
    .click();
  await expect(siteMenu(page)).toBeVisible();
  for (const name of ["API Reference", "Simulator", "Blog"]) {
    await expect(siteMenu(page).getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(siteMenu(page).getByRole("link", { name: /^Simulator/ })).toHaveAttribute("target", "_blank");
  await expect(siteMenu(page).getByRole("button", { name: /^Documentation version/ })).toBeVisible();

  await siteMenu(page).getByRole("button", { name: "Docs sidebar →" }).click();
  await expect(siteMenu(page)).toBeHidden();
  await expect(sidebar).toBeVisible();
});

test("Escape closes the drawer and gives focus back to the menu button", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await hamburger(page).click();
  await expect(sidebarDrawer(page)).toBeVisible();
  await sidebarDrawer(page).getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(sidebarDrawer(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
  // It opens again afterwards.
  await hamburger(page).click();
  await expect(sidebarDrawer(page)).toBeVisible();
});

test("following a link in a drawer closes it, navigates on the client and puts focus on the new heading", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/intro");
  await hamburger(page).click();
  await (
    await revealSidebarLink(sidebarDrawer(page).getByRole("navigation", { name: "Docs sidebar" }), "Payments")
  ).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
  await expect(sidebarDrawer(page)).toBeHidden();
  await expect(page.locator("main h1")).toHaveText("Payments");
  // As after any client navigation, focus is on the new page's heading, not back on the menu button.
  await expect(page.locator("main h1")).toBeFocused();

  // From the main menu too, and to a page without a docs sidebar.
  await hamburger(page).click();
  await sidebarDrawer(page)
    .getByRole("button", { name: /Back to main menu/ })
    .click();
  await siteMenu(page).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(siteMenu(page)).toBeHidden();
  await expect(sidebarDrawer(page)).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("main h1")).toBeFocused();
});

test("outside the docs the menu opens on the main items", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await hamburger(page).click();
  await expect(siteMenu(page).getByRole("link", { name: "Blog", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Back to main menu/ })).toHaveCount(0);
  // The language menu, hidden from the narrow navbar, is in the drawer.
  await siteMenu(page).getByRole("button", { name: "Language: English" }).click();
  await expect(page.getByRole("menuitem", { name: "English" })).toHaveAttribute("lang", "en");
  await page.keyboard.press("Escape");
  await siteMenu(page).getByRole("button", { name: "Close navigation menu" }).click();
  await expect(siteMenu(page)).toBeHidden();
});

test("on a deep API page the drawer opens on the sidebar with the current page's link in view", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/webhooks/webhook-update");
  await hamburger(page).click();
  const current = sidebarDrawer(page).locator('[aria-current="page"]');
  await expect(current).toHaveText(/Update the webhook endpoint$/);
  await expect(current).toBeInViewport({ ratio: 1 });
});

test("without JavaScript the drawer opens, goes back to the main menu, and every link in it leads to a page", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/docs/intro");
  await hamburger(page).click();
  await expect(sidebarDrawer(page)).toBeVisible();
  await sidebarDrawer(page)
    .getByRole("button", { name: /Back to main menu/ })
    .click();
  await expect(siteMenu(page)).toBeVisible();
  const hrefs = await page
    .locator("#docs-sidebar a[href], #site-menu a[href]")
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).getAttribute("href")!))]);
  const internal = hrefs.filter((href) => href.startsWith("/"));
  expect(internal.length).toBeGreaterThan(20);
  for (const href of internal) expect((await request.get(href)).status(), href).toBe(200);
  // Following one loads that page, as a plain link does.
  await siteMenu(page).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("main h1")).toHaveText("Tidewire API blog");
  await context.close();
});
