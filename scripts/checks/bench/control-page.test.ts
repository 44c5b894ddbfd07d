import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient } from "../../../tests/support/built-site.ts";
import { controlHtml, controlUrl } from "./control-page.ts";
import { serveLocally } from "./local-site.ts";
import { templateHtmlFile } from "./page-weight.ts";
import { TEMPLATES } from "./templates.ts";

const PAGE =
  `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<script>(function(){document.documentElement.dataset.theme="light"})()</script>` +
  `<script type="application/ld+json">{"@type":"BlogPosting","headline":"A </p> in JSON"}</script>` +
  `<link rel="preload" as="image" href="/images/hero.svg"/><title>Payments · Tidewire</title></head>` +
  `<body><a href="#main">Skip</a><main id="main"><h1>Payments</h1><p>Write &lt;script&gt; tags sparingly.</p>` +
  `<pre><code>&lt;script src="x.js"&gt;&lt;/script&gt;</code></pre><!-- <script>commented()</script> --></main>` +
  `<script type="module" async="">import "/assets/manifest.js";import("/assets/entry.client-3.js");</script>` +
  `<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>` +
  `<script src="/assets/extra.js" defer></script>` +
  `<script>window.__ctx.enqueue("[\\"\\u003c/script>\\"]")</script><link rel="modulepreload" href="/assets/late.js"></body></html>`;

describe("controlHtml", () => {
  const control = controlHtml(PAGE);

  it("removes every script element, inline, external, module and JSON-LD, and every modulepreload", () => {
    // The one "<script" left is inside a comment, which is text, not an element.
    expect(control.replace(/<!--[\s\S]*?-->/g, "")).not.toMatch(/<script/);
    expect(control).not.toContain("modulepreload");
    expect(control).not.toContain("enqueue");
    expect(control).not.toContain("BlogPosting");
  });

  it("leaves everything else byte for byte: styles, preloads, text, escaped code, comments", () => {
    expect(control).toBe(
      `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charSet="utf-8"/>` +
        `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
        `<link rel="preload" as="image" href="/images/hero.svg"/><title>Payments · Tidewire</title></head>` +
        `<body><a href="#main">Skip</a><main id="main"><h1>Payments</h1><p>Write &lt;script&gt; tags sparingly.</p>` +
        `<pre><code>&lt;script src="x.js"&gt;&lt;/script&gt;</code></pre><!-- <script>commented()</script> --></main>` +
        `</body></html>`,
    );
  });

  it("is the identity on a page without scripts", () => {
    expect(controlHtml(control)).toBe(control);
  });

  it("has its URL under /__control, query string kept", () => {
    expect(controlUrl("/")).toBe("/__control/");
    expect(controlUrl("/search?q=payment")).toBe("/__control/search?q=payment");
  });
});

describe("the local site's controls", () => {
  let dir: string;
  let site: Awaited<ReturnType<typeof serveLocally>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "control-site-"));
    mkdirSync(join(dir, "search"), { recursive: true });
    // Long enough (over 1 KB without scripts) for the compression middleware to compress it.
    writeFileSync(
      join(dir, "index.html"),
      PAGE.replace("<h1>Payments</h1>", `<h1>Payments</h1>${"<p>Send money to a beneficiary.</p>".repeat(40)}`),
    );
    writeFileSync(join(dir, "search/index.html"), PAGE.replace("Payments", "Search"));
    writeFileSync(join(dir, "404.html"), PAGE.replace("Payments", "Page not found"));
    site = await serveLocally(dir);
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves each page's control beside the page, from the same built file", async () => {
    const page = await fetch(`${site.origin}/search?q=payment`);
    const control = await fetch(`${site.origin}${controlUrl("/search?q=payment")}`);
    expect([page.status, control.status]).toEqual([200, 200]);
    expect(control.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await control.text()).toBe(controlHtml(await page.text()));
    expect(await (await fetch(`${site.origin}${controlUrl("/")}`)).text()).toBe(
      controlHtml(readFileSync(join(dir, "index.html"), "utf8")),
    );
  });

  it("answers an unknown path's control with 404.html stripped and status 404, as the page is", async () => {
    const page = await fetch(`${site.origin}/this-page-does-not-exist`);
    const control = await fetch(`${site.origin}${controlUrl("/this-page-does-not-exist")}`);
    expect([page.status, control.status]).toEqual([404, 404]);
    expect(await control.text()).toBe(controlHtml(await page.text()));
  });

  it("compresses controls as the site compresses pages", async () => {
    const control = await fetch(`${site.origin}${controlUrl("/")}`, { headers: { "accept-encoding": "gzip" } });
    expect(control.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("controls of the built templates", () => {
  let client: string;
  beforeAll(() => {
    client = builtClient();
  });

  it("keep each page's markup and drop all of its script", () => {
    for (const template of TEMPLATES) {
      const html = readFileSync(templateHtmlFile(client, template), "utf8");
      const control = controlHtml(html);
      expect(html, template.name).toMatch(/<script/);
      expect(control, template.name).not.toMatch(/<script|modulepreload/);
      expect(control.match(/<main[\s\S]*<\/main>/)?.[0], template.name).toBe(html.match(/<main[\s\S]*<\/main>/)?.[0]);
    }
  });
});
