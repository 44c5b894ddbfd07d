import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

test("a printed guide has no site chrome and no code cut at the page edge", async ({ page }) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  await page.emulateMedia({ media: "print" });
  for (const chrome of [".navbar", ".doc-sidebar", ".footer", ".doc-toc"])
    await expect(page.locator(chrome).first()).toBeHidden();
  await expect(page.locator("main h1")).toBeVisible();
  const clipped = await page
    .locator("pre")
    .evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
  expect(clipped).toBe(0);
});

test("a printed operation has no dropdowns, and the examples it shows are named by their captions", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api/payments/create");
  await page.getByRole("combobox", { name: "Response status" }).selectOption("409");
  await page.emulateMedia({ media: "print" });
  const column = page.getByRole("complementary", { name: "Examples" });
  await expect(column.getByRole("combobox")).toHaveCount(0);
  await expect(column.getByRole("figure", { name: "cURL: Imported goods to India, with an HS code" })).toBeVisible();
  await expect(column.getByRole("figure", { name: "Response 409: The quote already has a payment" })).toBeVisible();
  const clipped = await page
    .locator("pre")
    .evaluateAll(
      (blocks) => blocks.filter((block) => block.checkVisibility() && block.scrollWidth > block.clientWidth + 1).length,
    );
  expect(clipped).toBe(0);
});
