import { expect, test } from "@playwright/test";
import { TEMPLATES } from "../../scripts/checks/bench/templates.ts";
import { gotoHydrated } from "../support/app.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const { path } of TEMPLATES) {
  test(`${path} never scrolls sideways on a 390 px phone`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test("Copy on a code block copies exactly the code of the guide's source", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/docs/api-docs/payments");
  const block = page.locator(".code-block").first();
  await block.hover();
  await block.getByRole("button", { name: "Copy code to clipboard" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(20);
  expect(copied).not.toContain("<span");
  expect(await (await request.get("/docs/api-docs/payments.md")).text()).toContain(copied.trimEnd());
});
