import { expect, test } from "@playwright/test";
import { TEMPLATES } from "../../scripts/checks/bench/templates.ts";
import { gotoHydrated, recordButtonStates } from "../support/app.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const { path } of TEMPLATES) {
  test(`${path} never scrolls sideways on a 390 px phone`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test("Copy on a code block copies exactly the code of the guide's source", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/docs/api-docs/payments");
  const block = page.locator(".code-block").first();
  await block.hover();
  const button = block.getByRole("button", { name: "Copy code to clipboard" });
  const states = await recordButtonStates(button);
  await button.click();
  await expect.poll(async () => (await states()).map((state) => state.name)).toContain("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(20);
  expect(copied).not.toContain("<span");
  expect(await (await request.get("/docs/api-docs/payments.md")).text()).toContain(copied.trimEnd());
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the examples column's dropdowns stay inside it whichever status and example are chosen", async ({ page }) => {
    await gotoHydrated(page, "/docs/api/payments/create");
    const column = page.getByRole("complementary", { name: "Examples" });
    const status = column.getByRole("combobox", { name: "Response status" });
    const statuses = await status
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(statuses.length).toBeGreaterThan(4);
    for (const value of statuses) {
      await status.selectOption(value);
      const edge = (await column.boundingBox())!;
      for (const dropdown of await column.getByRole("combobox").all()) {
        const box = (await dropdown.boundingBox())!;
        expect(box.x, `${await dropdown.getAttribute("aria-label")} with ${value} chosen`).toBeGreaterThanOrEqual(
          edge.x,
        );
        expect(
          box.x + box.width,
          `${await dropdown.getAttribute("aria-label")} with ${value} chosen`,
        ).toBeLessThanOrEqual(edge.x + edge.width);
      }
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `the page scrolls sideways with ${value} chosen`).toBeLessThanOrEqual(clientWidth);
    }
  });
});

test.describe("on a 320 px phone, oneOf variants", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("show every variant tab whole, none scrolled out of the tab strip", async ({ page }) => {
    await gotoHydrated(page, "/docs/api/beneficiaries/beneficiary-create");
    const strip = page
      .locator("section[aria-labelledby='request-body-title'] .schema-variants")
      .first()
      .getByRole("tablist");
    const edge = (await strip.boundingBox())!;
    const tabs = await strip.getByRole("tab").all();
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      const box = (await tab.boundingBox())!;
      const name = await tab.innerText();
      expect(box.x, name).toBeGreaterThanOrEqual(edge.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name} is not cut`).toBe(
        true,
      );
    }
  });
});

test("buttons and boxes a thumb must hit are at least 24 px (WCAG 2.2, 2.5.8)", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/payments/create");
  const copyLinks = await page
    .locator("main .copy-link")
    .evaluateAll((buttons) =>
      buttons.filter((button) => button.checkVisibility()).map((button) => button.getBoundingClientRect()),
    );
  expect(copyLinks.length).toBeGreaterThan(5);
  expect(copyLinks.filter((box) => box.width < 24 || box.height < 24)).toEqual([]);

  await gotoHydrated(page, "/search?q=payment");
  const contexts = page.getByRole("group", { name: "Search in" }).locator("label");
  await expect(contexts.first()).toBeVisible();
  for (const box of await contexts.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});

test("every response row of an operation keeps its description a readable width on a phone", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/payments/create");
  const widths = await page.locator("li.response .response__description").evaluateAll((descriptions) =>
    descriptions.map((description) => ({
      text: description.textContent!.slice(0, 30),
      width: description.getBoundingClientRect().width,
    })),
  );
  expect(widths.length).toBeGreaterThan(3);
  expect(widths.filter(({ width }) => width < 180)).toEqual([]);
});
