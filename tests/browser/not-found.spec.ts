import { expect, test } from "@playwright/test";
import { ANNOUNCEMENT_KEY, COLOR_MODE_KEY, gotoHydrated, waitForHydration } from "../support/app.ts";

test("an unknown path answers 404 with the not-found page inside the site chrome", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await waitForHydration(page);
  // After hydration the page is still the not-found page, with the navbar and footer around it.
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Blog", exact: true }).first()).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // Its links work as client navigations.
  await page.getByRole("link", { name: "Read the introduction" }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

// Paths that match a route with a dynamic segment get the same page: the route finds no data for them.
for (const path of [
  "/this-page-does-not-exist",
  "/docs/no-such-guide",
  "/docs/api/payments/no-such-operation",
  "/blog/no-such-post",
  "/blog/tags/no-such-tag",
]) {
  test(`${path} shows the not-found page, titled, after hydration`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Tidewire Developer Center");
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
  });
}

test("a client navigation to an unknown path shows the not-found page with its title", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  await page.evaluate(() => {
    // A link in a guide's body to a page that was removed since; body links navigate on the client.
    const link = Object.assign(document.createElement("a"), {
      href: "/docs/a-removed-guide",
      textContent: "Removed guide",
    });
    document.querySelector("main [data-static-part]")!.prepend(link);
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.getByRole("link", { name: "Removed guide" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(navigations.filter((url) => url.endsWith("/docs/a-removed-guide")).length).toBeGreaterThan(0);
  await expect(page).toHaveTitle("Page not found · Tidewire Developer Center");
});

test("a missing .data file answers 404", async ({ request }) => {
  const response = await request.get("/no/such/page.data");
  expect(response.status()).toBe(404);
});

for (const [from, to] of [
  ["/docs/intro.html?ref=mail", "/docs/intro?ref=mail"],
  ["/blog/index?ref=mail", "/blog?ref=mail"],
  ["/docs/1.37/intro/?ref=mail", "/docs/1.37/intro?ref=mail"],
] as const) {
  test(`${from} redirects 301 to ${to}`, async ({ request, page }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
    // A reader following the old link ends on the clean URL with its page.
    const final = await page.goto(from);
    expect(final?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    await expect(page.locator("main h1")).toBeVisible();
  });
}

/**
 * The not-found page hydrates from the error its prerendered HTML holds (404.html is the render of a
 * path no page has): frame by frame, from the first frame to a second after hydration, a reader
 * who chose dark mode and closed the announcement sees neither the light theme nor the bar, the
 * page's elements are the ones the server sent (never re-created), and no data or content request is made.
 */
for (const path of ["/404-nope", "/docs/no-such-guide", "/a/b/c"]) {
  test(`${path}: the not-found page hydrates without a request and without re-creating the page: no theme or announcement flash`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith("/assets/") && !pathname.startsWith("/images/") && pathname !== "/favicon.svg")
        requests.push(pathname);
    });
    await page.addInitScript(
      ([colorKey, announcementKey]) => {
        localStorage.setItem(colorKey, "dark");
        localStorage.setItem(announcementKey, "");
        const frames: { theme?: string; bar: boolean; sites: number; original: boolean }[] = [];
        (window as unknown as { __frames: typeof frames }).__frames = frames;
        let first: Element | null = null;
        const sample = () => {
          const site = document.querySelector(".site");
          if (site && !first) first = site;
          const bar = document.querySelector(".announcement-bar");
          frames.push({
            theme: document.documentElement?.dataset.theme,
            bar: bar !== null && getComputedStyle(bar).display !== "none",
            sites: document.querySelectorAll(".site").length,
            original: site === null || site === first,
          });
          if (frames.length < 600) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      },
      [COLOR_MODE_KEY, ANNOUNCEMENT_KEY],
    );
    // The announcement the reader closed: the one the site shows now.
    await page.goto("/");
    const id = await page.evaluate(() => {
      (document.querySelector("[data-announcement-close]") as HTMLElement | null)?.click();
      return localStorage.getItem("tidewire.announcementDismissed");
    });
    expect(id).toBeTruthy();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [ANNOUNCEMENT_KEY, id ?? ""]);
    requests.length = 0;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __frames: { theme?: string; bar: boolean; sites: number; original: boolean }[] })
          .__frames,
    );
    const painted = frames.filter((frame) => frame.sites > 0);
    expect(painted.length).toBeGreaterThan(10);
    expect(
      painted.filter((frame) => frame.theme !== "dark"),
      "frames not in dark mode",
    ).toEqual([]);
    expect(
      painted.filter((frame) => frame.bar),
      "frames showing the closed announcement",
    ).toEqual([]);
    expect(
      painted.filter((frame) => frame.sites !== 1 || !frame.original),
      "frames with a re-created page",
    ).toEqual([]);
    expect(requests, "requests besides the page itself").toEqual([path]);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
}
