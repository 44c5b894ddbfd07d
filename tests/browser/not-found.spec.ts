import { expect, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "../support/app.ts";

test("an unknown path answers 404 with the not-found page inside the site chrome", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await waitForHydration(page);
  // After hydration the page is still the not-found page, with the navbar and footer around it.
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Blog", exact: true }).first()).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // Its links work as client navigations.
  await page.getByRole("link", { name: "Read the introduction" }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

// Paths that match a route with a dynamic segment get the same page: the route finds no data for them.
for (const path of ["/this-page-does-not-exist", "/docs/no-such-guide", "/docs/api/payments/no-such-operation", "/blog/no-such-post", "/blog/tags/no-such-tag"]) {
  test(`${path} shows the not-found page, titled, after hydration`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Tidewire Developer Center");
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
  });
}

test("a client navigation to an unknown path shows the not-found page with its title", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await page.evaluate(() => {
    // A link in a guide's body to a page that was removed since; body links navigate on the client.
    const link = Object.assign(document.createElement("a"), { href: "/docs/a-removed-guide", textContent: "Removed guide" });
    document.querySelector("main [data-static-html]")!.prepend(link);
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.getByRole("link", { name: "Removed guide" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(navigations.filter((url) => url.endsWith("/docs/a-removed-guide")).length).toBeGreaterThan(0);
  await expect(page).toHaveTitle("Page not found · Tidewire Developer Center");
});

test("a missing .data file answers 404", async ({ request }) => {
  const response = await request.get("/no/such/page.data");
  expect(response.status()).toBe(404);
});

for (const [from, to] of [
  ["/docs/intro.html?ref=mail", "/docs/intro?ref=mail"],
  ["/blog/index?ref=mail", "/blog?ref=mail"],
  ["/docs/1.37/intro/?ref=mail", "/docs/1.37/intro?ref=mail"],
] as const) {
  test(`${from} redirects 301 to ${to}`, async ({ request, page }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
    // A reader following the old link ends on the clean URL with its page.
    const final = await page.goto(from);
    expect(final?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    await expect(page.locator("main h1")).toBeVisible();
  });
}
