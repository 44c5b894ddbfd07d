import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

/**
 * The error UIs of a page (SPEC.md section 8). The navigation from /docs/intro to the Payments
 * guide fetches /docs/api-docs/payments.data (React Router single fetch) and the page's own HTML
 * for its static parts; the tests break a request, then let it through again and use the recovery
 * button.
 */
const PAYMENTS_DATA = "**/docs/api-docs/payments.data*";
/** The Payments guide's own HTML, which a client navigation reads its static parts from. */
const PAYMENTS_PAGE = /\/docs\/api-docs\/payments$/;
/** The blog list's route module, which /docs/intro has not loaded. */
const BLOG_LIST_MODULE = /\/assets\/blog-list-[^/]*\.js$/;
/** Serves the blog list's route module without its default export (its component), as a broken deploy would. */
const withoutComponent = (page: Page) =>
  page.route(BLOG_LIST_MODULE, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "export const meta = () => [];" }),
  );

async function navigateToPayments(page: Page) {
  await gotoHydrated(page, "/docs/intro");
  await (await revealSidebarLink(page.getByRole("navigation", { name: "Docs sidebar" }), "Payments")).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
}

async function expectPaymentsPage(page: Page) {
  await expect(page.locator("main h1")).toHaveText("Payments");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Payments", exact: true }),
  ).toHaveClass(/is-active/);
}

test("a page whose data cannot be fetched shows 'This page failed to load.' and Retry loads it", async ({ page }) => {
  await page.route(PAYMENTS_DATA, (route) => route.abort("failed"));
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page failed to load.");
  await expect(alert).toContainText("Failed to fetch");
  // The site chrome stays usable around the error: the navbar, and the announcement bar and footer,
  // which the browser never renders itself (components/chrome-part.tsx).
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Announcement" })).toContainText("stablecoin off-ramp");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Payments guide" })).toBeVisible();

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectPaymentsPage(page);
});

test("a page whose content cannot be fetched shows 'This page failed to load.' with the cause, and Retry loads it", async ({
  page,
}) => {
  await page.route(PAYMENTS_PAGE, (route) =>
    route.request().resourceType() === "fetch" ? route.abort("failed") : route.continue(),
  );
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page failed to load.");
  await expect(alert).toContainText("The content of /docs/api-docs/payments could not be loaded");
  await expect(alert).toContainText(/Caused by\s*TypeError: Failed to fetch/);

  await page.unroute(PAYMENTS_PAGE);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectPaymentsPage(page);
});

test("a server error on the page data shows 'This page failed to load.' with the status", async ({ page }) => {
  await page.route(PAYMENTS_DATA, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "upstream broke" }),
  );
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page failed to load.");
  await expect(alert).toContainText("500");

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectPaymentsPage(page);
});

test("a page that throws while rendering shows 'This page crashed.' with the error and its cause, and Try again recovers", async ({
  page,
}) => {
  // The blog list's route module (not loaded on /docs/intro) is replaced by one whose component
  // throws an error with a cause, as a page with a rendering bug would.
  await page.route(BLOG_LIST_MODULE, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function BlogList() { throw new Error("Cannot render the post list", { cause: new RangeError("page 0 is out of range") }); }',
    }),
  );
  await gotoHydrated(page, "/docs/intro");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
  await expect(alert.getByRole("listitem").nth(0)).toHaveText("Error: Cannot render the post list");
  await expect(alert.getByRole("listitem").nth(1)).toHaveText(/Caused by\s*RangeError: page 0 is out of range/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  await page.unroute(BLOG_LIST_MODULE);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("main h1")).toHaveText("Tidewire API blog");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("page data that cannot be decoded shows 'This page crashed.' with its cause chain, and Try again recovers", async ({
  page,
}) => {
  await page.route(PAYMENTS_DATA, (route) =>
    route.fulfill({ status: 200, contentType: "text/x-script", body: "not a turbo stream" }),
  );
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
  await expect(alert.getByRole("listitem").nth(0)).toContainText("Unable to decode turbo-stream response");
  await expect(alert.getByRole("listitem").nth(1)).toContainText(/Caused by\s+SyntaxError/);

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expectPaymentsPage(page);
});

test("a navigation started offline keeps the page being read and shows the error with Retry, which loads it once back online", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/docs/intro");
  await context.setOffline(true);
  // The blog list's code has not been loaded on this page, so following the link needs the network.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("This page failed to load.");
  await expect(alert).toContainText("The browser is offline, so /blog cannot be fetched");
  await expect(alert).toBeFocused();
  // The page being read stays, at its address; the browser's offline page never replaces it.
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");

  await context.setOffline(false);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("main h1")).toHaveText("Tidewire API blog");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("Dismiss closes the load error and gives focus back to the link that was followed", async ({ page, context }) => {
  await gotoHydrated(page, "/docs/intro");
  await context.setOffline(true);
  const blog = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true });
  await blog.focus();
  await page.keyboard.press("Enter");
  const alert = page.getByRole("alert");
  await expect(alert).toBeFocused();
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(blog).toBeFocused();
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

test("a page module without a default export says its component cannot render, after a client navigation", async ({
  page,
}) => {
  await withoutComponent(page);
  await gotoHydrated(page, "/docs/intro");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page cannot be shown.");
  await expect(alert).toContainText("has no default export, so it cannot render");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("a page module without a default export says its component cannot render, on a first visit", async ({ page }) => {
  await withoutComponent(page);
  await gotoHydrated(page, "/blog");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page cannot be shown.");
  await expect(alert).toContainText("has no default export, so it cannot render");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
