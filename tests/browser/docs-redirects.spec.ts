import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

for (const [path, intro] of [
  ["/docs", "/docs/intro"],
  ["/docs/1.37", "/docs/1.37/intro"],
]) {
  test(`${path} answers a permanent redirect to ${intro}, and the browser lands on the intro`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`${intro}?from=test`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${intro.replaceAll(".", "\\.")}$`));
    await expect(page.locator("main h1")).toBeVisible();
  });
}

test("a link to /docs inside a page lands on the intro by client navigation, not on the not-found page", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  // The same document throughout: a full page load would drop this marker.
  await page.evaluate(() => {
    (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
    const link = Object.assign(document.createElement("a"), { href: "/docs", textContent: "All the docs" });
    document.querySelector("main [data-static-part]")!.prepend(link);
  });
  await page.getByRole("link", { name: "All the docs" }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).not.toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("Docs");
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});
