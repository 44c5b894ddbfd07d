import { expect, test, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { COLOR_MODE_KEY, waitForHydration } from "../support/app.ts";

/**
 * Every control works from the first paint, before the app has run (docs/decisions/0010): on a
 * phone, under Lighthouse's own slow 4G and 4x CPU throttling (its `mobileSlow4G` settings, applied
 * through the DevTools protocol), a tap on the menu button or the colour toggle at the first
 * contentful paint does what it says, and the app keeps it when it takes over.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Applies Lighthouse's mobile throttling to `page`: request latency, bandwidth and CPU slowdown. */
async function throttle(page: Page) {
  const settings = throttling.mobileSlow4G;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: settings.requestLatencyMs,
    downloadThroughput: (settings.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (settings.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: settings.cpuSlowdownMultiplier });
}

/** True once React has hydrated the page (its props are on the navbar's brand link). */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const brand = document.querySelector(".navbar .navbar__brand");
    return brand !== null && Object.keys(brand).some((key) => key.startsWith("__reactProps$"));
  });

/**
 * Opens `path` throttled and returns at its first contentful paint (Paint Timing). The page's
 * scripts are held until `release` is called, so a tap made before it surely lands before the app
 * runs, however slow the test machine is.
 */
async function atFirstContentfulPaint(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await throttle(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 10,
  });
  expect(await isHydrated(page), "the app has not run yet").toBe(false);
  return { release };
}

for (const path of ["/", "/docs/intro", "/docs/api/payments/create"]) {
  test(`${path}: a tap on the menu button at first contentful paint opens a navigation drawer, which stays open once the app runs`, async ({
    page,
  }) => {
    const { release } = await atFirstContentfulPaint(page, path);
    await page.getByRole("button", { name: "Open navigation menu" }).tap();
    const drawer = page.locator(".drawer:popover-open");
    await expect(drawer).toBeVisible();
    expect(await isHydrated(page), "the tap landed before the app ran").toBe(false);
    release();
    await waitForHydration(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link").first()).toBeVisible();
  });

  test(`${path}: a tap on the colour toggle at first contentful paint switches to dark mode, which the app keeps`, async ({
    page,
  }) => {
    const { release } = await atFirstContentfulPaint(page, path);
    const toggle = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /^Switch between dark and light mode/ });
    await toggle.tap();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await isHydrated(page), "the tap landed before the app ran").toBe(false);
    await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY)).toBe("dark");
    release();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
  });
}

test("a tap on a tab at first contentful paint, before the behaviours script runs, selects it once it does", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { release } = await atFirstContentfulPaint(page, "/docs/1.37/tutorial-basics/markdown-features");
  const tab = page.getByRole("tab").nth(1);
  await tab.tap();
  await expect(tab).toHaveAttribute("aria-selected", "false");
  release();
  // Waits for the behaviours script to arrive and run: under 4x CPU slowdown on a busy test machine
  // that can take longer than the default 10 s.
  await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
});

test("the search page for a query shows neither its empty-query help nor a second search box before the app runs, then the results", async ({
  page,
}) => {
  const { release } = await atFirstContentfulPaint(page, "/search?q=payment");
  await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
  await expect(page.locator(".search-page__help")).toBeHidden();
  await expect(page.getByRole("search")).toHaveCount(1);
  release();
  await waitForHydration(page);
  // Still on slow 4G (562 ms a request): the worker, the manifest, the meta files, the term chunks,
  // then some 55 document chunks over HTTP/1.1's six connections took 9.5-11 s after hydration
  // here, past the default 10 s.
  await expect(page.locator(".search-result").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".search-page__help")).toBeHidden();
  await expect(page.getByRole("search")).toHaveCount(1);
});

for (const path of ["/search", "/search?q=quote"])
  test(`${path}: words typed into the search page's field before the app runs stay there once it does`, async ({
    page,
  }) => {
    const { release } = await atFirstContentfulPaint(page, path);
    const field = page.getByRole("searchbox", { name: "Search query" });
    await field.fill("idempotency");
    release();
    await waitForHydration(page);
    // The app's effects run just after hydration: give them time to change the field, if they would.
    await page.waitForTimeout(1000);
    await expect(field).toHaveValue("idempotency");
    // Submitted, they are the query, and the field follows the query again.
    await field.press("Enter");
    await expect(page).toHaveURL(/q=idempotency/);
    await page.goBack();
    await expect(field).toHaveValue(path.includes("q=") ? "quote" : "");
  });

test("words typed into the search box before the app runs stay there once it does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { release } = await atFirstContentfulPaint(page, "/docs/intro");
  const box = page.getByRole("combobox", { name: /^Search the/ });
  await box.fill("idempotency");
  release();
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  await expect(box).toHaveValue("idempotency");
});

test("the search shortcut works before the app runs: the words typed right after it land in the box, and their suggestions show once the app runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { release } = await atFirstContentfulPaint(page, "/docs/intro");
  await page.keyboard.press("Control+k");
  await page.keyboard.type("idempotency");
  const box = page.getByRole("combobox", { name: /^Search the/ });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("idempotency");
  release();
  await waitForHydration(page);
  // Slow 4G: the suggestions' code, the worker and the index chunks come one after another.
  await expect(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(box).toHaveValue("idempotency");
});
