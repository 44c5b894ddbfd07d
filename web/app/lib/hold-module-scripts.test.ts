import { describe, expect, it } from "vitest";
import { holdModuleScripts } from "./hold-module-scripts.ts";

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const held = (html: string) => Buffer.from(holdModuleScripts(Buffer.from(html))).toString("utf8");

describe("holdModuleScripts", () => {
  it(
    "keeps every module script in its place as a data block the browser neither fetches " +
      "nor runs, and moves the module preloads into an inert template",
    () => {
      const html = page(
        '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
        '<main>Article</main><script>window.ctx = {};</script><script type="module" src="/assets/behaviours.js"></script><script ' +
          'type="module" async="">import "/assets/entry.js";</script>',
      );
      expect(held(html)).toBe(
        page(
          '<link rel="stylesheet" href="/assets/app.css"/>',
          '<main>Article</main><script>window.ctx = {};</script><script type="text/plain" data-held-module="" ' +
            'data-held-src="/assets/behaviours.js"></script><script type="text/plain" data-held-module="">import ' +
            '"/assets/entry.js";</script>' +
            '<template data-held-preloads=""><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></template>',
        ),
      );
    },
  );

  it("keeps the text around the tags it changes byte for byte, in any script or language", () => {
    const html = page(
      '<title>Zahlungen → Überweisungen — 支払い 🚀</title><link rel="modulepreload" href="/assets/ü.js"/>',
      '<p>Gebühr: 1,5 €</p><script type="module" src="/assets/ü.js"></script><p>終わり</p>',
    );
    expect(held(html)).toBe(
      page(
        "<title>Zahlungen → Überweisungen — 支払い 🚀</title>",
        '<p>Gebühr: 1,5 €</p><script type="text/plain" data-held-module="" data-held-src="/assets/ü.js"></script><p>終わり</p>' +
          '<template data-held-preloads=""><link rel="modulepreload" href="/assets/ü.js"/></template>',
      ),
    );
  });

  it("leaves a page without module scripts as it is, and never touches markup shown as text", () => {
    const html = page(
      "",
      '<pre><code>&lt;script type="module"&gt;&lt;/script&gt;</code></pre><script>classic()</script><link rel="icon" href="/i.svg">',
    );
    const bytes = Buffer.from(html);
    expect(holdModuleScripts(bytes)).toBe(bytes);
  });

  it("holds a module script whose start tag follows a `<script` that is not one", () => {
    expect(held(page("", '<scripts></scripts><script type="module">run()</script>'))).toBe(
      page("", '<scripts></scripts><script type="text/plain" data-held-module="">run()</script>'),
    );
  });

  it("throws when preloads have no body to go to", () => {
    expect(() => holdModuleScripts(Buffer.from('<link rel="modulepreload" href="/a.js"/>'))).toThrow(/no <\/body>/);
  });
});
