import { describe, expect, it } from "vitest";
import { holdModuleScripts } from "./hold-module-scripts.ts";

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

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
      expect(holdModuleScripts(html)).toBe(
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

  it("leaves a page without module scripts as it is, and never touches markup shown as text", () => {
    const html = page(
      "",
      '<pre><code>&lt;script type="module"&gt;&lt;/script&gt;</code></pre><script>classic()</script>',
    );
    expect(holdModuleScripts(html)).toBe(html);
  });

  it("throws when preloads have no body to go to", () => {
    expect(() => holdModuleScripts('<link rel="modulepreload" href="/a.js"/>')).toThrow(/no <\/body>/);
  });
});
