import { expect, test } from "@playwright/test";
import { acceptanceRoutes, waitForHydration } from "../support/app.ts";

/**
 * Every route of the acceptance list answers 200 with a real page and hydrates without console
 * errors. The search page's query behaviour is covered in search.spec.ts.
 */
const routes = acceptanceRoutes();

/** Blog post paths from the acceptance list: /blog/<slug>, not the list, archive, authors or tags. */
const postPaths = acceptanceRoutes().filter((route) => /^\/blog\/[^/]+$/.test(route) && !/^\/blog\/(archive|authors|tags|page)$/.test(route));

test("the acceptance list has the routes this suite expects", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/docs/intro");
  expect(routes).toContain("/docs/1.37/intro");
  expect(routes).toContain("/docs/api/payments/create");
  expect(postPaths).toHaveLength(5);
});

for (const route of routes) {
  test(`${route} answers 200 with a heading and text in <main>`, async ({ page }) => {
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
          links: items.map((item) => (format === "rss" ? item.querySelector("link")?.textContent : item.querySelector("link")?.getAttribute("href")) ?? ""),
        };
      },
      { xml, format },
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(format === "rss" ? "rss" : "feed");
    expect(parsed.links.map((link) => new URL(link).pathname).sort()).toEqual([...postPaths].sort());
    expect(parsed.titles.every((title) => title.length > 0), `titles: ${parsed.titles.join(" | ")}`).toBe(true);
  });
}
