import { expect, test } from "@playwright/test";
import { PAGE_SPINNER_DELAY_MS } from "../../web/app/components/page-spinner.tsx";
import { gotoHydrated } from "../support/app.ts";

/**
 * React Router does the routing (docs/decisions/0010): a navigation requests the route's code and
 * data at once, the progress bar follows its state and completes when the route updates, and the
 * page shows a spinner while a navigation is pending (SPEC.md sections 2 and 9).
 */
test("with every .js and .data slower than the spinner's delay, a first navigation to the blog " +
  "list requests its data beside its code, shows the spinner while pending, and completes the bar " +
  "as the list appears", {
  tag: "@timed",
}, async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  // Slower than the spinner's delay in one round trip: code and data load in parallel, so a
  // shorter delay ended the navigation before the spinner was due, whenever the route's chunks
  // needed a single round trip.
  await page.route(/\.(js|data)(\?.*)?$/, async (route) => {
    await new Promise((done) => setTimeout(done, PAGE_SPINNER_DELAY_MS + 300));
    await route.continue();
  });
  // What the reader sees, timed by the page's own clock: the bar's phases and the new heading.
  await page.evaluate(() => {
    const marks: { what: string; at: number }[] = [];
    (window as unknown as { marks: typeof marks }).marks = marks;
    const bar = document.querySelector(".route-progress")!;
    new MutationObserver(() =>
      marks.push({ what: `bar ${bar.getAttribute("data-phase")}`, at: performance.now() }),
    ).observe(bar, { attributes: true, attributeFilter: ["data-phase"] });
    new MutationObserver(() => {
      if (
        document.querySelector("main h1")?.textContent === "Tidewire API blog" &&
        !marks.some((mark) => mark.what === "content")
      )
        marks.push({ what: "content", at: performance.now() });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    performance.clearResourceTimings();
  });
  const started = await page.evaluate(() => performance.now());
  // A click without the pointer resting on the link first, so nothing was prefetched.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Blog", exact: true })
    .dispatchEvent("click");
  await expect(page.locator(".page-spinner[data-shown]")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the page" })).toBeAttached();
  await expect(page.locator("main h1")).toHaveText("Tidewire API blog");
  await expect(page.locator(".page-spinner[data-shown]")).toHaveCount(0);

  const requests = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= since)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    started,
  );
  const firstCode = requests.filter((request) => request.path.endsWith(".js")).sort((a, b) => a.start - b.start)[0];
  const data = requests.find((request) => request.path === "/blog.data");
  expect(firstCode, "the blog list's code was requested").toBeDefined();
  expect(data, "the blog list's data was requested").toBeDefined();
  expect(
    Math.abs(data!.start - firstCode.start),
    "data requested within 50 ms of the first code request",
  ).toBeLessThanOrEqual(50);

  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { marks: { what: string }[] }).marks.map((mark) => mark.what)),
    )
    .toContain("bar done");
  const marks = await page.evaluate(() => (window as unknown as { marks: { what: string; at: number }[] }).marks);
  const running = marks.find((mark) => mark.what === "bar running")!;
  const done = marks.find((mark) => mark.what === "bar done")!;
  const content = marks.find((mark) => mark.what === "content")!;
  expect(running.at - started, "the bar starts 200 ms after the path changes").toBeGreaterThanOrEqual(190);
  expect(running.at, "once, before the page changes").toBeLessThan(content.at);
  expect(marks.filter((mark) => mark.what === "bar running")).toHaveLength(1);
  expect(Math.abs(done.at - content.at), "the bar completes within 100 ms of the page changing").toBeLessThanOrEqual(
    100,
  );
});
