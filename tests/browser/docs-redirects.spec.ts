import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

// A version's docs root goes to its intro; a renamed document's old address (its previous_slugs)
// to its current one.
for (const [path, intro] of [
  ["/docs", "/docs/intro"],
  ["/docs/1.37", "/docs/1.37/intro"],
  ["/blog/collection-document-upload", "/blog/collection-upload-url-api"],
  ["/docs/api-docs/harmonized-system-codes", "/docs/api-docs/hs-code"],
]) {
  test(`${path} answers a permanent redirect to ${intro}, and the browser lands there`, async ({ page, request }) => {
    const answer = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`${intro}?from=test`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${intro.replaceAll(".", "\\.")}$`));
    await expect(page.locator("main h1")).toBeVisible();
  });
}

for (const [path, target, heading] of [
  ["/docs", /\/docs\/intro$/, "Introduction"],
  [
    "/blog/collection-document-upload",
    /\/blog\/collection-upload-url-api$/,
    "Upload proof documents for collections under review",
  ],
] as const) {
  test(`a link to ${path} inside a page lands on ${target.source} by client navigation, not on the not-found page`, async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/api-docs/payments");
    // The same document throughout: a full page load would drop this marker.
    await page.evaluate((href) => {
      (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
      const link = Object.assign(document.createElement("a"), { href, textContent: "Moved link" });
      document.querySelector("main [data-static-part]")!.prepend(link);
    }, path);
    await page.getByRole("link", { name: "Moved link" }).click();
    await expect(page).toHaveURL(target);
    await expect(page.locator("main h1")).toHaveText(heading);
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  });
}
