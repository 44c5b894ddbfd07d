import { expect, test } from "@playwright/test";
import { COLOR_MODE_KEY, gotoHydrated } from "../support/app.ts";

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

for (const colorScheme of ["light", "dark"] as const)
  test(`a page printed in the ${colorScheme} theme has dark text on white paper`, async ({ page }) => {
    await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [COLOR_MODE_KEY, colorScheme]);
    await gotoHydrated(page, "/docs/api/payments/create");
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await page.emulateMedia({ media: "print" });
    // Every visible element with text of its own, against white paper (WCAG 2.2 contrast formula).
    const faint = await page.locator("main").evaluate((main) => {
      const luminance = (colour: string) => {
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((part) => {
          const channel = Number(part) / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return [...main.querySelectorAll<HTMLElement>("*")]
        .filter(
          (element) =>
            element.checkVisibility() &&
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
        )
        .map((element) => ({ text: element.textContent!.trim().slice(0, 40), colour: getComputedStyle(element).color }))
        .filter(({ colour }) => 1.05 / (luminance(colour) + 0.05) < 4.5);
    });
    expect(faint).toEqual([]);
  });
