import { expect, test, type Page } from "@playwright/test";
import { COLOR_MODE_KEY, gotoHydrated } from "../support/app.ts";

/** Page background of the two palettes (web/app/styles/tokens.css --color-bg). */
const LIGHT_BG = "rgb(255, 255, 255)";
const DARK_BG = "rgb(15, 20, 25)";

const toggle = (page: Page) => page.getByRole("button", { name: /^Switch between dark and light mode/ });
const html = (page: Page) => page.locator("html");
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Asserts the toggle's announced choice, the painted theme and the page background. */
async function expectMode(page: Page, choice: "light" | "dark" | "system", painted: "light" | "dark") {
  await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${choice} mode)`);
  await expect(html(page)).toHaveAttribute("data-theme", painted);
  await expect.poll(() => bodyBackground(page)).toBe(painted === "dark" ? DARK_BG : LIGHT_BG);
}

test("the default is light, even when the device prefers dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/");
  await expectMode(page, "light", "light");
});

test("the toggle cycles light, dark, system (following the device), light", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/docs/intro");
  await expectMode(page, "light", "light");
  await toggle(page).click();
  await expectMode(page, "dark", "dark");
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY)).toBe("dark");
  await toggle(page).click();
  await expectMode(page, "system", "dark");
  // System mode follows a change of the device preference while the page is open.
  await page.emulateMedia({ colorScheme: "light" });
  await expectMode(page, "system", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectMode(page, "system", "dark");
  await toggle(page).click();
  await expectMode(page, "light", "light");
});

test("the choice persists across a reload without a flash of the default", async ({ page }) => {
  // Records data-theme as soon as <body> starts and when parsing ends, before any app code runs.
  await page.addInitScript(() => {
    const seen: Record<string, string | undefined> = {};
    (window as unknown as { __themeSeen: typeof seen }).__themeSeen = seen;
    // The document may not have its <html> element yet, so observe the document itself.
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.bodyStart = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") seen.parsed = document.documentElement.dataset.theme;
    });
    document.addEventListener("DOMContentLoaded", () => {
      seen.domContentLoaded = document.documentElement.dataset.theme;
    });
  });
  await gotoHydrated(page, "/docs/intro");
  await toggle(page).click();
  await expectMode(page, "dark", "dark");

  await page.reload({ waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  const seen = await page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string> }).__themeSeen);
  expect(seen).toEqual({ bodyStart: "dark", parsed: "dark", domContentLoaded: "dark" });
  await expectMode(page, "dark", "dark");
});

test("a change in one tab shows in another tab", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, "/");
  await gotoHydrated(second, "/blog");
  await expectMode(second, "light", "light");
  await toggle(first).click();
  await expectMode(first, "dark", "dark");
  await expectMode(second, "dark", "dark");
  await toggle(second).click();
  await expectMode(second, "system", "light");
  await expectMode(first, "system", "light");
});

test("a diagram follows the theme: its SVG gets the site's dark palette in dark mode", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), COLOR_MODE_KEY);
  await gotoHydrated(page, "/markdown-page");
  const diagram = page.getByRole("img", { name: /Payment flow in four steps/ });
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // The panel behind the steps, 10 px in from the corner: dark in dark mode, light in light mode.
  const panelLightness = async () => {
    const shot = await diagram.screenshot();
    // Read back in the page: its policy allows data: images (not data: fetches).
    return page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(10, 20, 1, 1).data;
      return (r + g + b) / 3;
    }, shot.toString("base64"));
  };
  expect(await panelLightness()).toBeLessThan(60);
  await toggle(page).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe("dark");
  await expect.poll(panelLightness).toBeGreaterThan(200);
});
