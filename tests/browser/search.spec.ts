import { expect, test, type Page } from "@playwright/test";
import { COLOR_MODE_KEY, focusSearchWithShortcut, gotoHydrated, settledSuggestions } from "../support/app.ts";
import { expectNoWcagViolations } from "../support/axe.ts";

/** Types `text` into the search box as a reader does, and waits until its suggestions answer all of it. */
async function typeInSearch(page: Page, text: string) {
  const box = await focusSearchWithShortcut(page);
  await box.pressSequentially(text, { delay: 20 });
  await settledSuggestions(page);
  return box;
}

test("Ctrl+K focuses the search box; typing shows at most 8 suggestions; Enter opens the page with the terms highlighted", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/intro");
  const box = await typeInSearch(page, "create payment");
  const options = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(options.first().locator("mark").first()).toBeVisible();

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("Enter");
  await expect(page).toHaveURL(/_highlight=creat\+payment/);
  await expect(page.getByRole("status").filter({ hasText: /matches? for/ })).toBeVisible();
  const marked = await page.evaluate(() => CSS.highlights.get("search-terms")?.size ?? 0);
  expect(marked).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Clear highlights" }).click();
  await expect(page).not.toHaveURL(/_highlight/);
  // The URL changes when React Router's navigation completes; the marks go when React renders it.
  await expect.poll(() => page.evaluate(() => CSS.highlights.get("search-terms")?.size ?? 0)).toBe(0);
});

test('"See all results" opens the search page with the same q, ctx and version', async ({ page }) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  await typeInSearch(page, "quote");
  await page.getByRole("link", { name: "See all results" }).click();
  await expect(page).toHaveURL(/\/search\?q=quote&ctx=guides%2Capi%2Cblog&version=2\.0$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
  await expect(page.locator(".search-result").first()).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search query" })).toHaveValue("quote");
});

test("suggestions show each page once, its sections beneath it", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await typeInSearch(page, "payment");
  const pages = page.locator(".search-box__option--page");
  await expect(pages.first()).toBeVisible();
  // A page is its title with its breadcrumbs ("Payments" is both a guide and an API group).
  const named = await pages.evaluateAll((options) =>
    options.map(
      (option) =>
        `${option.querySelector(".search-hit__title")?.firstChild?.textContent} | ${option.querySelector(".search-hit__crumbs")?.textContent}`,
    ),
  );
  expect(named.length).toBeGreaterThan(1);
  expect(new Set(named).size).toBe(named.length);
  expect(await page.getByRole("option").count()).toBeLessThanOrEqual(8);
});

test("a result link leads back to the results it came from", async ({ page }) => {
  await gotoHydrated(page, "/search?q=quote%20expires&ctx=guides,api&version=2.0");
  await page.locator(".search-result__title a").first().click();
  await expect(page).toHaveURL(/_highlight=.*&q=quote\+expires&ctx=guides%2Capi&version=2\.0/);
  await page.getByRole("link", { name: "Back to results" }).click();
  await expect(page).toHaveURL(/\/search\?q=quote\+expires&ctx=guides%2Capi&version=2\.0$/);
  await expect(page.getByRole("searchbox", { name: "Search query" })).toHaveValue("quote expires");
});

test("each query on the search page is a history entry: Back shows the previous query", async ({ page }) => {
  await gotoHydrated(page, "/search?q=webhook&version=2.0");
  const field = page.getByRole("searchbox", { name: "Search query" });
  await expect(field).toHaveValue("webhook");
  await field.fill("conversion");
  await field.press("Enter");
  await expect(page).toHaveURL(/q=conversion/);
  await expect(page.locator(".search-page__count")).toContainText("conversion");
  await page.goBack();
  await expect(page).toHaveURL(/q=webhook/);
  await expect(field).toHaveValue("webhook");
  await expect(page.locator(".search-page__count")).toContainText("webhook");
});

test("a nonsense query shows No results", async ({ page }) => {
  await gotoHydrated(page, "/");
  await typeInSearch(page, "zzqxv wqpfk");
  await expect(page.locator(".search-box__popup").getByText("No results")).toBeVisible();
});

test("a 1.37 page searches 1.37 and never returns a 2.0 page", async ({ page }) => {
  await gotoHydrated(page, "/docs/1.37/intro");
  await typeInSearch(page, "payment");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/1\.37\//);

  await gotoHydrated(page, "/search?q=payment&ctx=guides,api&version=1.37");
  const links = page.locator(".search-result__title a");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs.every((href) => href?.startsWith("/docs/1.37/"))).toBe(true);
});

test("the search page works on a direct load and filters by context", async ({ page }) => {
  await gotoHydrated(page, "/search?q=payment&ctx=api&version=2.0");
  await expect(page.locator(".search-result").first()).toBeVisible();
  const hrefs = await page
    .locator(".search-result__title a")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  // The API context covers the reference, the changes between versions and the error catalogue.
  expect(
    hrefs.every((href) => ["/docs/api/", "/docs/api-changes/", "/errors/"].some((prefix) => href?.startsWith(prefix))),
  ).toBe(true);
  await page.getByRole("checkbox", { name: "Blog" }).check();
  await expect(page).toHaveURL(/ctx=api%2Cblog/);
  await expect(page.locator(".search-result__title a[href^='/blog/']").first()).toBeVisible();
});

test("search text is shown as text, never as HTML", async ({ page }) => {
  await gotoHydrated(page, "/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&version=2.0");
  await expect(page.getByRole("searchbox", { name: "Search query" })).toHaveValue("<img src=x onerror=alert(1)>");
  expect(await page.locator("main img").count()).toBe(0);
  await gotoHydrated(page, "/docs/intro?_highlight=%3Cb%3Ebold%3C%2Fb%3E");
  expect(await page.locator("main b").count()).toBe(0);
});

for (const mode of ["light", "dark"] as const) {
  test(`the search box and page have no WCAG 2.2 AA violations in ${mode} mode`, async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const);
    await gotoHydrated(page, "/search?q=payment&ctx=api&version=2.0");
    await expect(page.locator(".search-result").first()).toBeVisible();
    await expectNoWcagViolations(page, `the search page (${mode})`);
    await gotoHydrated(page, "/docs/intro");
    await typeInSearch(page, "beneficiary");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectNoWcagViolations(page, `the search box's suggestions (${mode})`);
  });
}

/**
 * The search page shows no build-time content and skips the behaviours script on a first visit
 * (components/behaviours-script.tsx); a guide reached from its results still has working tabs.
 */
test("from the search page, a guide's tabs work after a client navigation", async ({ page }) => {
  await gotoHydrated(page, "/search?q=markdown%20features&ctx=guides&version=1.37");
  const result = page.locator(".search-result__title a").filter({ hasText: "Markdown Features" }).first();
  await expect(result).toBeVisible();
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/behaviours-")),
    ),
    "behaviours script fetched on the search page",
  ).toBe(false);
  await result.click();
  await expect(page).toHaveURL(/\/docs\/1\.37\/tutorial-basics\/markdown-features/);
  const tab = page.getByRole("tab").nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0].name), "no document load").toContain(
    "/search?",
  );
});

test("a page reached from a hit marks the words in the part the hit stands for, never in its title or code", async ({
  page,
}) => {
  const marks = () =>
    page.evaluate(() => {
      const ranges = [...(CSS.highlights.get("search-terms") ?? [])] as Range[];
      const firstH2 = document.querySelector("main h2");
      return {
        count: ranges.length,
        inTitleOrCode: ranges.filter((range) => range.startContainer.parentElement?.closest("h1, pre")).length,
        afterFirstH2: ranges.filter(
          (range) =>
            firstH2 && firstH2.compareDocumentPosition(range.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).length,
        words: [...new Set(ranges.map((range) => range.toString().toLowerCase()))],
      };
    });
  // The page top of Fund a payment: its description, not every "payment" of the page.
  await gotoHydrated(page, "/docs/api/payments/fund?_highlight=fund+payment");
  await expect.poll(async () => (await marks()).count).toBeGreaterThan(0);
  const top = await marks();
  expect(top.inTitleOrCode).toBe(0);
  expect(top.afterFirstH2).toBe(0);
  // A search term marks every word it starts: "valid" marks "validation" and "validate".
  await gotoHydrated(page, "/errors/validation-error?_highlight=valid#what-it-means");
  await expect.poll(async () => (await marks()).count).toBeGreaterThan(0);
  const section = await marks();
  expect(section.inTitleOrCode).toBe(0);
  expect(section.words.every((word) => word.startsWith("valid"))).toBe(true);
  expect(section.words.some((word) => word.length > "valid".length)).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: /matches? for/ })).toContainText(section.words[0]);
});

test("the search page has one search box, its own, which the search shortcut focuses", async ({ page }) => {
  await gotoHydrated(page, "/search?q=quote");
  await expect(page.locator(".search-result").first()).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(1);
  const field = page.getByRole("searchbox", { name: "Search query" });
  await expect(page.getByRole("combobox", { name: /^Search the/ })).toBeHidden();
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+k");
  await expect(field).toBeFocused();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, opening search leaves the page where it was, and Escape gives focus back`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/docs/api-docs/payments");
    // A link far down the guide, where a reader is when they reach for search.
    const link = page.locator("main a[href^='/docs/']").last();
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);
    // On a phone the search button opens the box, and Escape gives focus back to it (APG, Dialog and Combobox).
    const opener = viewport.width >= 1024 ? link : page.getByRole("link", { name: "Search", exact: true });
    if (viewport.width >= 1024) await page.keyboard.press("Control+k");
    else await opener.click();
    const box = page.getByRole("combobox", { name: /^Search the/ });
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.keyboard.press("Escape");
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });
}

test("at 1280 px, words typed right after the search shortcut land in the box, the first letter too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/docs/intro");
  // No pause between the shortcut and the first key, as when a reader types on without waiting.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("validation");
  await expect(page.getByRole("combobox", { name: /^Search the/ })).toHaveValue("validation");
});
