import { expect, test } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

/**
 * Section navigation marks the page the reader is on (highlight and aria-current="page") on a
 * full page load, not only after a client navigation: the prerendered HTML must already carry the
 * mark, because hydration keeps the attributes it finds.
 */
for (const [path, nav, linkName] of [
  ["/docs/api-docs/payments", "Docs sidebar", "Payments"],
  ["/docs/intro", "Docs sidebar", "Introduction"],
  ["/docs/1.37/tutorial-basics/create-a-page", "Docs sidebar", "Create a page"],
  ["/blog", "Blog", "All posts"],
  ["/blog/archive", "Blog", "Archive"],
] as const) {
  test(`${path} marks "${linkName}" as the current page in the ${nav} navigation`, async ({ page, request }) => {
    // The prerendered HTML already marks the link to this page (as served, before any script).
    const html = await (await request.get(path)).text();
    const linksHere = [...html.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes(`href="${path}"`) && /class="[^"]*(doc-sidebar|blog-nav)__link/.test(tag));
    expect(linksHere.length, `section links to ${path} in its prerendered HTML`).toBeGreaterThan(0);
    for (const tag of linksHere) {
      expect(tag).toContain('aria-current="page"');
      expect(tag).toMatch(/class="[^"]*\bis-active\b/);
    }

    await gotoHydrated(page, path);
    const navigation = page.getByRole("navigation", { name: nav, exact: true });
    const current = navigation.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(linkName);
    await expect(current).toHaveClass(/is-active/);
    await expect(navigation.locator("a.is-active")).toHaveCount(1);
  });
}

test("the mark follows client navigation in the docs sidebar", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await (await revealSidebarLink(sidebar, "Webhooks")).click();
  await expect(page.locator("main h1")).toHaveText("Webhooks");
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAccessibleName("Webhooks");
  await expect(sidebar.locator("a.is-active")).toHaveCount(1);
});

test("on a deep API page the sidebar shows the current page's link", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/webhooks/webhook-update");
  const current = page.getByRole("navigation", { name: "Docs sidebar" }).locator('[aria-current="page"]');
  await expect(current).toHaveText(/Update the webhook endpoint$/);
  await expect(current).toBeInViewport({ ratio: 1 });
});

test("the sidebar keeps its scroll position across a client navigation to another kind of page", async ({ page }) => {
  await gotoHydrated(page, "/docs/api-docs/payments");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("button", { name: "Balances", exact: true }).click();
  // The reader scrolls the sidebar a little, then follows a link still in view: from a guide to an operation page.
  const before = await sidebar.evaluate((nav) => (nav.scrollTop = 150));
  const link = sidebar.getByRole("link", { name: /List balances$/ });
  await expect(link).toBeInViewport({ ratio: 1 });
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/balances\/balances-listing$/);
  await expect(page.locator("main h1")).toHaveText("List balances");
  expect(await sidebar.evaluate((nav) => nav.scrollTop)).toBe(before);
  await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
});

/**
 * The navbar's "API Reference" leads to the reference of the version being read, is highlighted on
 * every page under it, and says it is the current page only on the overview itself.
 */
for (const [path, href, current] of [
  ["/docs/api", "/docs/api", true],
  ["/docs/api/payments/create", "/docs/api", false],
  ["/docs/1.37/api", "/docs/1.37/api", true],
  ["/docs/1.37/api/payments/create", "/docs/1.37/api", false],
  ["/docs/1.37/intro", "/docs/1.37/api", false],
] as const) {
  test(`on ${path} the navbar's API Reference leads to ${href}${current ? " and is the current page" : ""}`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Reference" });
    await expect(link).toHaveAttribute("href", href);
    if (current) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
    if (path.startsWith(href)) await expect(link).toHaveClass(/\bis-active\b/);
    else await expect(link).not.toHaveClass(/\bis-active\b/);
  });
}
