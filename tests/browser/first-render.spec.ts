import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type Page } from "@playwright/test";
import express from "express";
import { createSiteServer } from "../../scripts/serve/site-server.ts";
import { repoRoot } from "../support/app.ts";

// What the first rendered frame shows while a page still loads: what is painted is never moved by
// what arrives after it (Layout Instability API: a layout shift).
const client = join(repoRoot, "build/client");

/**
 * The number of `selector` matches inside the page's `<main>` in the first frame rendered once the
 * `<main>` has begun (the `requestAnimationFrame` callbacks of a frame run just before it is
 * rendered: HTML, "update the rendering"), and once the page has loaded.
 */
async function countAtFirstFrame(page: Page, selector: string, url: string) {
  await page.addInitScript((selector) => {
    const record = window as unknown as { __atFirstFrame?: number };
    const observer = new MutationObserver(() => {
      if (!document.querySelector("main")) return;
      observer.disconnect();
      requestAnimationFrame(() => (record.__atFirstFrame = document.querySelectorAll(`main ${selector}`).length));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForLoadState("load");
  return page.evaluate(
    (selector) => ({
      atFirstFrame: (window as unknown as { __atFirstFrame?: number }).__atFirstFrame,
      loaded: document.querySelectorAll(`main ${selector}`).length,
    }),
    selector,
  );
}

test.describe("a page whose HTML arrives in two pieces", () => {
  let server: Server;
  let origin = "";
  const path = "/docs/intro";

  // The guide's HTML is sent up to the middle of its <main>, and the rest half a second later, as a
  // slow network delivers a long page; everything else as the static host serves it.
  test.beforeAll(async () => {
    const html = readFileSync(join(client, "docs/intro/index.html"), "utf8");
    const start = html.indexOf("<main");
    const cut = start + Math.floor((html.indexOf("</main>") - start) / 2);
    const app = express();
    app.get(path, async (_request, response) => {
      response.type("html");
      response.write(html.slice(0, cut));
      await sleep(500);
      response.end(html.slice(cut));
    });
    app.use(createSiteServer(() => client));
    server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test("is first rendered with its whole main content, not the half that came first", async ({ page }) => {
    const sections = await countAtFirstFrame(page, "h2", `${origin}${path}`);
    expect(sections.loaded).toBeGreaterThan(3);
    expect(sections.atFirstFrame).toBe(sections.loaded);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a blog author's avatar has its full size before its image arrives, and keeps it", async ({ page }) => {
    let releaseImages = () => {};
    const imagesHeld = new Promise<void>((done) => (releaseImages = done));
    await page.route("**/images/avatar-*", async (route) => {
      await imagesHeld;
      await route.continue();
    });
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const avatars = page.locator(".blog-post-item .blog-author__avatar");
    const widths = () => avatars.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width));
    const expected = await avatars.evaluateAll((images) => images.map((image) => Number(image.getAttribute("width"))));
    expect(expected.length).toBeGreaterThan(1);
    expect(await widths()).toEqual(expected);
    releaseImages();
    await expect
      .poll(() => avatars.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
      .toBe(true);
    expect(await widths()).toEqual(expected);
  });
});
