import { expect, test, type Page } from "@playwright/test";
import { acceptanceRoutes, gotoHydrated } from "../support/app.ts";

/**
 * Every table of the page whose content is wider than the box that shows it, with whether that box
 * scrolls sideways and shows that it does (the scroll shadows of `.table-wrapper`, markdown.css).
 */
function clippedTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")].flatMap((table) => {
      let box = table.parentElement;
      while (box && box !== document.body && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      if (!box || box === document.body || table.getBoundingClientRect().width <= box.clientWidth + 1) return [];
      const style = getComputedStyle(box);
      return [
        {
          table: table.querySelector("th")?.textContent?.trim() ?? table.textContent!.trim().slice(0, 40),
          scrolls: style.overflowX === "auto" || style.overflowX === "scroll",
          shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length === 2,
        },
      ];
    }),
  );
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The acceptance routes (../shared/acceptance/routes.txt), each at a phone's, a small laptop's (the narrowest desktop navbar) and a laptop's width.
for (const path of acceptanceRoutes()) {
  test(`${path}: no sideways scroll at 390, 1024 or 1280 px, and no table cut without showing that it scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, path);
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await sidewaysScroll(page), `pixels the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      for (const clipped of await clippedTables(page)) {
        expect(clipped, `table "${clipped.table}" at ${width} px`).toEqual({ ...clipped, scrolls: true, shadows: true });
      }
    }
  });
}
