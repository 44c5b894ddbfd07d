import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

/** Where a heading's top is after a jump to it, in CSS px from the top of the window. */
const headingTop = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
/** The sticky navbar's bottom edge, in CSS px from the top of the window. */
const navbarBottom = (page: Page) =>
  page.locator(".navbar").evaluate((element) => element.getBoundingClientRect().bottom);

test.describe("at 1280 px, the TOC column", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // "Make your first payment" is followed at once by its first step's heading: both land in view.
  test("marks the heading clicked, not the one after it, and lands it just below the navbar", async ({ page }) => {
    await gotoHydrated(page, "/docs/intro");
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const name of ["Make your first payment", "Fund your balance", "Register your webhook endpoint"]) {
      const link = toc.getByRole("link", { name, exact: true });
      await link.click();
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(link).toHaveAttribute("aria-current", "location");
      await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
      const gap = (await headingTop(page, id)) - (await navbarBottom(page));
      expect(gap, `${name} lands ${gap} px below the navbar`).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(24);
    }
    // Scrolling on from there marks what the reader scrolled to.
    await page.mouse.wheel(0, 1600);
    await expect(toc.getByRole("link", { name: "Register your webhook endpoint", exact: true })).not.toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});

test.describe("at 1000 px, without a TOC column", () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('"On this page" is a disclosure above the body that opens the entries and jumps to them', async ({ page }) => {
    await gotoHydrated(page, "/docs/intro");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc).toBeVisible();
    const disclosure = toc.getByText("On this page", { exact: true });
    const link = toc.getByRole("link", { name: "Idempotency", exact: true });
    await expect(link).toBeHidden();
    // It sits above the body: before the first paragraph of the page.
    expect((await toc.boundingBox())!.y).toBeLessThan(
      (await page.locator("main .markdown p").first().boundingBox())!.y,
    );
    await disclosure.click();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#idempotency$/);
    await expect(link).toHaveAttribute("aria-current", "location");
    const gap = (await headingTop(page, "idempotency")) - (await navbarBottom(page));
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(24);
  });
});

/** Pages of every kind whose body has three or more h2: each has contents listing every h2 of its article, in order. */
test.describe("at 1280 px, every page with three or more h2 has contents", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of [
    "/docs/api",
    "/docs/1.37/api",
    "/docs/api-changes/1.37-to-2.0",
    "/errors/validation-error",
    "/markdown-page",
    "/docs/api-docs/payments",
    // Beside the samples column: a disclosure under the endpoint.
    "/docs/api/payments/create",
    "/docs/api/payments/webhook",
  ]) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      const headings = await page
        .locator("main article h2[id]")
        .evaluateAll((elements) => elements.map((element) => element.id));
      expect(headings.length).toBeGreaterThanOrEqual(3);
      const toc = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true });
      await expect(toc).toHaveCount(1);
      const disclosure = toc.locator("details");
      if (await disclosure.count()) await disclosure.locator("summary").click();
      const targets = await toc
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
      expect(targets.filter((id) => headings.includes(id))).toEqual(headings);
      for (const id of targets) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await toc.getByRole("link").last().click();
      await expect(page).toHaveURL(new RegExp(`#${targets.at(-1)}$`));
      await expect(page.locator(`[id="${targets.at(-1)}"]`)).toBeInViewport();
    });
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`the API changes page shows one kind of change at a time (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/docs/api-changes/1.37-to-2.0");
    const changes = page.locator(".api-change");
    const shownKinds = () =>
      changes.evaluateAll((items) => [
        ...new Set(
          items
            .filter((item) => (item as HTMLElement).offsetParent !== null)
            .map((item) => item.className.match(/api-change--(\w+)/)![1]),
        ),
      ]);
    expect((await shownKinds()).sort()).toEqual(["added", "changed"]);
    const filter = page.getByRole("group", { name: "Show" });
    await filter.getByRole("radio", { name: /^Changed/ }).check();
    expect(await shownKinds()).toEqual(["changed"]);
    // A group with no change of that kind is hidden with its heading.
    const shownGroups = await page
      .locator(".api-changes__group")
      .evaluateAll((groups) => groups.filter((group) => (group as HTMLElement).offsetParent !== null).length);
    expect(shownGroups).toBeLessThan(await page.locator(".api-changes__group").count());
    await filter.getByRole("radio", { name: /^All/ }).check();
    expect((await shownKinds()).sort()).toEqual(["added", "changed"]);
    await context.close();
  });
}
