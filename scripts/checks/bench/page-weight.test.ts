import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient } from "../../../tests/support/built-site.ts";
import { builtHtmlFile, inlineScriptBytes, pageWeight, templateHtmlFile } from "./page-weight.ts";
import { TEMPLATES } from "./templates.ts";

describe("inlineScriptBytes", () => {
  // The shapes of the site's pages: a head script, JSON-LD, a module bootstrap, hydration data.
  const headScript = `(function(){var m=localStorage.getItem("tidewire.colorMode");document.documentElement.dataset.theme=m==="dark"?"dark":"light"})()`;
  const jsonLd = `{"@context":"https://schema.org","@type":"BlogPosting","headline":"Zahlungen – schneller geprüft"}`;
  const bootstrap =
    `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.routeModules ` +
    `= {"root": route0};\nimport("/assets/entry.client-3.js");`;
  const hydrationData = `window.pageData.enqueue("[{\\"title\\":\\"Café – Überweisung ✓\\"},\\"\\u003c/script>\\"]");`;
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>` +
    `<script>${headScript}</script><script type="application/ld+json">${jsonLd}</script><link rel="stylesheet" href="/assets/app.css"/></head>` +
    `<body><main><h1>Café</h1><p>Scripts are written as &lt;script&gt; in prose.</p></main>` +
    `<script type="module" async="">${bootstrap}</script><script src="/assets/analytics.js">/* a body beside src is never run */</script>` +
    `<script>${hydrationData}</script></body></html>`;

  it("sums the UTF-8 bytes of inline scripts, leaving out JSON-LD and scripts with src", () => {
    const expected = [headScript, bootstrap, hydrationData].reduce(
      (sum, code) => sum + Buffer.byteLength(code, "utf8"),
      0,
    );
    expect(inlineScriptBytes(html)).toBe(expected);
    // Multi-byte characters count as bytes, not as string length.
    expect(expected).toBeGreaterThan(headScript.length + bootstrap.length + hydrationData.length);
  });

  it("counts an inline script once it loses its src, and JSON-LD never", () => {
    const withoutSrc = html.replace(`<script src="/assets/analytics.js">`, "<script>");
    expect(inlineScriptBytes(withoutSrc) - inlineScriptBytes(html)).toBe(
      Buffer.byteLength("/* a body beside src is never run */"),
    );
    expect(inlineScriptBytes(`<html><head><script type="application/ld+json">${jsonLd}</script></head></html>`)).toBe(
      0,
    );
  });

  it("is 0 for a page without inline script", () => {
    expect(
      inlineScriptBytes(`<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><p>x</p></body></html>`),
    ).toBe(0);
  });
});

describe("builtHtmlFile and templateHtmlFile", () => {
  let dir: string;
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "page-weight-"));
    for (const path of ["index.html", "docs/intro/index.html", "search/index.html", "blog/café/index.html", "404.html"])
      put(path, `<!DOCTYPE html><title>${path}</title>`);
    put("docs/intro.md", "# Introduction");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("maps a clean URL to its index.html, ignoring query string and fragment", () => {
    expect(builtHtmlFile(dir, "/")).toEqual({ file: join(dir, "index.html"), status: 200 });
    expect(builtHtmlFile(dir, "/docs/intro")).toEqual({ file: join(dir, "docs/intro/index.html"), status: 200 });
    expect(builtHtmlFile(dir, "/search?q=payment")).toEqual({ file: join(dir, "search/index.html"), status: 200 });
    expect(builtHtmlFile(dir, "/docs/intro#next-steps")).toEqual({
      file: join(dir, "docs/intro/index.html"),
      status: 200,
    });
    expect(builtHtmlFile(dir, "/blog/caf%C3%A9")).toEqual({ file: join(dir, "blog/café/index.html"), status: 200 });
  });

  it("answers a path without a page, or with only a non-HTML file, with 404.html and status 404", () => {
    expect(builtHtmlFile(dir, "/this-page-does-not-exist")).toEqual({ file: join(dir, "404.html"), status: 404 });
    expect(builtHtmlFile(dir, "/docs")).toEqual({ file: join(dir, "404.html"), status: 404 });
  });

  it("finds a template's file, and refuses a template whose page was not built or is not a 404", () => {
    expect(templateHtmlFile(dir, { path: "/search?q=payment", status: 200 })).toBe(join(dir, "search/index.html"));
    expect(templateHtmlFile(dir, { path: "/gone", status: 404 })).toBe(join(dir, "404.html"));
    expect(() => templateHtmlFile(dir, { path: "/docs/missing", status: 200 })).toThrow(
      /\/docs\/missing was not built/,
    );
    expect(() => templateHtmlFile(dir, { path: "/docs/intro", status: 404 })).toThrow(/was not built/);
  });

  it("weighs a template's HTML, inline script and linked CSS", () => {
    put("assets/app.css", "body{margin:0}".repeat(50));
    put(
      "docs/styled/index.html",
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><script>var a=1</script></head><body></body></html>`,
    );
    const weight = pageWeight(dir, { path: "/docs/styled", status: 200 });
    expect(weight.html.raw).toBe(readFileSync(join(dir, "docs/styled/index.html")).length);
    expect(weight.inlineScript).toBe("var a=1".length);
    expect(weight.css.raw).toBe(700);
    expect(weight.css.gzip).toBeLessThan(100);
  });
});

describe("TEMPLATES in the built site", () => {
  let client: string;
  beforeAll(() => {
    client = builtClient();
  });

  it("each map to a built page, and the 404 template to 404.html", () => {
    for (const template of TEMPLATES) {
      const file = templateHtmlFile(client, template);
      expect(file.endsWith(template.status === 404 ? "/404.html" : "/index.html"), template.name).toBe(true);
    }
    expect(templateHtmlFile(client, TEMPLATES.find((t) => t.name === "404")!)).toBe(join(client, "404.html"));
    expect(templateHtmlFile(client, TEMPLATES.find((t) => t.name === "search with a query")!)).toBe(
      join(client, "search/index.html"),
    );
  });
});
