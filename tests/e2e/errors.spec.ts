import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

/**
 * The error UIs of a client navigation (SPEC.md section 8). The navigation from /docs/intro to
 * the Payments guide fetches /docs/api-docs/payments.data (React Router single fetch); the tests
 * break that request, then let it through again and use the recovery button.
 */
const PAYMENTS_DATA = "**/docs/api-docs/payments.data*";

async function navigateToPayments(page: Page) {
  await gotoHydrated(page, "/docs/intro");
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/docs\/api-docs\/payments$/);
}

async function expectPaymentsPage(page: Page) {
  await expect(page.locator("main h1")).toHaveText("Payments");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Payments" })).toHaveClass(/is-active/);
}

test("a page whose data cannot be fetched shows 'This page failed to load.' and Retry loads it", async ({ page }) => {
  await page.route(PAYMENTS_DATA, (route) => route.abort("failed"));
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page failed to load.");
  await expect(alert).toContainText("Failed to fetch");
  // The site chrome stays usable around the error.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectPaymentsPage(page);
});

test("a server error on the page data shows 'This page failed to load.' with the status", async ({ page }) => {
  await page.route(PAYMENTS_DATA, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "upstream broke" }));
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page failed to load.");
  await expect(alert).toContainText("500");

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectPaymentsPage(page);
});

test("a page that throws while rendering shows 'This page crashed.' with the error, and Try again recovers", async ({ page }) => {
  // Well-formed single-fetch data for the doc route, but without the sidebar, breadcrumbs and
  // body the page component needs: rendering it throws a TypeError.
  const brokenData = JSON.stringify([{ _1: 2 }, "routes/doc-page", { _3: 4 }, "data", { _5: 6, _7: 8 }, "page", { _9: 10, _11: 12 }, "url", "/docs/api-docs/payments", "title", "Payments", "description", "Broken"]);
  await page.route(PAYMENTS_DATA, (route) => route.fulfill({ status: 200, contentType: "text/x-script", body: brokenData }));
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
  await expect(alert.getByRole("listitem").first()).toContainText("TypeError");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expectPaymentsPage(page);
});

test("page data that cannot be decoded shows 'This page crashed.' with its cause chain, and Try again recovers", async ({ page }) => {
  await page.route(PAYMENTS_DATA, (route) => route.fulfill({ status: 200, contentType: "text/x-script", body: "not a turbo stream" }));
  await navigateToPayments(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
  await expect(alert.getByRole("listitem").nth(0)).toContainText("Unable to decode turbo-stream response");
  await expect(alert.getByRole("listitem").nth(1)).toContainText(/Caused by\s+SyntaxError/);

  await page.unroute(PAYMENTS_DATA);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expectPaymentsPage(page);
});
