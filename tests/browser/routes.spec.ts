import { expect, test, type Page } from "@playwright/test";
import { acceptanceRoutes, waitForHydration } from "../support/app.ts";

/**
 * Every route of the acceptance list answers 200 with a real page, hydrates without console errors,
 * and fits every width: no sideways scroll at a phone's width, at 1024 and 1141 px (the narrowest
 * widths of the desktop navbar's two tightest layouts, chrome.css and search.css) and at a laptop's, and no table cut without showing that it
 * scrolls. One load per route covers both, since loading ~170 pages is most of this suite's time.
 * The search page's query behaviour is covered in search.spec.ts.
 */
const routes = acceptanceRoutes();

/** Blog post paths from the acceptance list: /blog/<slug>, not the list, archive, authors or tags. */
const postPaths = acceptanceRoutes().filter(
  (route) => /^\/blog\/[^/]+$/.test(route) && !/^\/blog\/(archive|authors|tags|page)$/.test(route),
);

test("the acceptance list has the routes this suite expects", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/docs/intro");
  expect(routes).toContain("/docs/1.37/intro");
  expect(routes).toContain("/docs/api/payments/create");
  expect(postPaths).toHaveLength(5);
});

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

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const route of routes) {
  test(`${route} answers 200 with a heading and text in <main>, and scrolls sideways at no width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
    });
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);
    // The page must still hold after hydration (no mismatch replacing it, no error boundary).
    await waitForHydration(page);
    const main = page.locator("main");
    await expect(main).toHaveCount(1);
    await expect(main.locator("h1")).toHaveCount(1);
    await expect(main.locator("h1")).toBeVisible();
    await expect(main.locator("h1")).not.toHaveText(/^\s*$/);
    await expect(main).not.toContainText("This page crashed.");
    // A search page with a query fills <main> once the worker has answered.
    if (route.startsWith("/search?")) await expect(main.locator(".search-result").first()).toBeVisible();
    const text = (await main.innerText()).replace(/\s+/g, " ").trim();
    expect(text.length, `visible text in <main> of ${route}`).toBeGreaterThan(120);
    expect(errors, `errors while loading ${route}`).toEqual([]);
    for (const width of [390, 1024, 1141, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await sidewaysScroll(page), `pixels the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      for (const clipped of await clippedTables(page)) {
        expect(clipped, `table "${clipped.table}" at ${width} px`).toEqual({
          ...clipped,
          scrolls: true,
          shadows: true,
        });
      }
    }
  });
}

for (const [feed, format] of [
  ["/blog/rss.xml", "rss"],
  ["/blog/atom.xml", "atom"],
] as const) {
  test(`${feed} is an XML feed listing the 5 posts`, async ({ page, request }) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/");
    // Parsed with the browser's XML parser: a malformed feed yields a <parsererror> document.
    const parsed = await page.evaluate(
      ({ xml, format }) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const items = [...doc.querySelectorAll(format === "rss" ? "rss > channel > item" : "feed > entry")];
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.nodeName,
          titles: items.map((item) => item.querySelector("title")?.textContent?.trim() ?? ""),
          links: items.map(
            (item) =>
              (format === "rss"
                ? item.querySelector("link")?.textContent
                : item.querySelector("link")?.getAttribute("href")) ?? "",
          ),
        };
      },
      { xml, format },
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(format === "rss" ? "rss" : "feed");
    expect(parsed.links.map((link) => new URL(link).pathname).sort()).toEqual([...postPaths].sort());
    expect(
      parsed.titles.every((title) => title.length > 0),
      `titles: ${parsed.titles.join(" | ")}`,
    ).toBe(true);
  });
}
