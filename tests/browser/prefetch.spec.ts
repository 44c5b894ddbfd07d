import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated, revealSidebarLink } from "../support/app.ts";

/**
 * Hovering a link prefetches the next page (its .data file, its route module and its content)
 * through React Router's own prefetch links, only when the reader's connection can afford it: not
 * with data saving on (Save-Data), not on 2G, not while the browser is offline.
 */

const PAGE = "/docs/intro";

/** Makes `navigator.connection` report the given connection, before any page script runs. */
async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((value) => {
    const fake = { ...value, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => fake });
  }, connection);
}

/** The two kinds of link a reader hovers on a docs page: one in the sidebar, one in the body. */
const links = (page: Page): [string, Locator][] => [
  [
    "sidebar link",
    page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Payments", exact: true }),
  ],
  // Leads to an operation page, a template /docs/intro has not loaded yet.
  [
    "link in the page body",
    page.getByRole("main").getByRole("link", { name: "Get an access token", exact: true }).first(),
  ],
];

/**
 * Records what a prefetch causes: requests for a .data file or a script, and
 * <link rel="prefetch"> or <link rel="modulepreload"> elements added to the page. `start()`
 * forgets what came before (the page's own loading); `read()` returns what came since.
 */
async function prefetchRecorder(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data") || pathname.endsWith(".js") || request.resourceType() === "script")
      requests.push(pathname);
  });
  return {
    async start() {
      requests.length = 0;
      await page.evaluate(() => {
        for (const link of document.querySelectorAll("link")) link.dataset.beforeHover = "";
      });
    },
    async read() {
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="modulepreload"]')]
          .filter((link) => !("beforeHover" in link.dataset))
          .map((link) => `${link.rel} ${link.getAttribute("href")}`),
      );
      return { requests: [...requests], links };
    },
  };
}

/** Moves the pointer off the link, onto the page heading (no link there). */
const leaveLink = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 }).hover();

/** Opens the page and waits until it is hydrated and its own loading is over. */
async function openPage(page: Page) {
  await gotoHydrated(page, PAGE);
  // The sidebar link's category starts collapsed on this page: the reader opens it first.
  await revealSidebarLink(page.getByRole("navigation", { name: "Docs sidebar" }), "Payments");
  await page.waitForLoadState("networkidle");
}

/**
 * Hovers each kind of link in turn and expects that nothing was prefetched (soft, so both kinds of
 * link are reported). Proving that nothing happens needs a window to wait out: React Router
 * prefetches 100 ms after the pointer enters a link, so one second leaves ample margin on a loaded
 * machine.
 */
async function expectNoPrefetchOnHover(page: Page, recorder: Awaited<ReturnType<typeof prefetchRecorder>>) {
  for (const [name, link] of links(page)) {
    await recorder.start();
    await link.hover();
    await page.waitForTimeout(1000);
    expect.soft(await recorder.read(), `hovering the ${name}`).toEqual({ requests: [], links: [] });
    await leaveLink(page);
  }
}

for (const connection of [
  { name: "data saving on", saveData: true, effectiveType: "4g" },
  { name: "a 2G connection", saveData: false, effectiveType: "2g" },
  { name: "a slow 2G connection", saveData: false, effectiveType: "slow-2g" },
]) {
  test(`with ${connection.name}, hovering links prefetches nothing`, async ({ page }) => {
    await emulateConnection(page, connection);
    const recorder = await prefetchRecorder(page);
    await openPage(page);
    const reported = await page.evaluate(
      () => (navigator as unknown as { connection: { effectiveType: string; saveData: boolean } }).connection,
    );
    expect(reported, "the page sees the emulated connection").toMatchObject({
      saveData: connection.saveData,
      effectiveType: connection.effectiveType,
    });
    await expectNoPrefetchOnHover(page, recorder);
  });
}

test("while the browser is offline, hovering links prefetches nothing", async ({ page, context }) => {
  const recorder = await prefetchRecorder(page);
  await openPage(page);
  await context.setOffline(true);
  await expectNoPrefetchOnHover(page, recorder);
  // The page stayed: React Router reloads the document when a prefetched route module cannot load.
  await expect(page.locator("main h1")).toHaveText("Introduction");
});

test("on a normal connection, hovering a link prefetches the data and the code of the page it leads to (control)", async ({
  page,
}) => {
  await emulateConnection(page, { saveData: false, effectiveType: "4g" });
  const recorder = await prefetchRecorder(page);
  await openPage(page);
  for (const [name, link] of links(page)) {
    await recorder.start();
    const path = new URL((await link.getAttribute("href"))!, "http://site").pathname;
    await link.hover();
    await expect
      .poll(
        async () => {
          const { requests, links } = await recorder.read();
          return {
            data: requests.includes(`${path}.data`) && links.includes(`prefetch ${path}.data`),
            code: links.some((link) => link.startsWith("modulepreload ")),
          };
        },
        { message: `hovering the ${name} prefetches its data and code` },
      )
      .toEqual({ data: true, code: true });
    await leaveLink(page);
  }
});
