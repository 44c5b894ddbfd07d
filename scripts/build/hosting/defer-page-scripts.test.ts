import { describe, expect, it } from "vitest";
import { deferPageScripts } from "./defer-page-scripts.ts";

// The shape of React Router's `<Scripts />` output in a prerendered page (react-router 8).
const moduleScript =
  `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-5.js");`;
const page =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-5.js"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><main><h1>Payments</h1></main><script>window.__reactRouterContext = {}</script><script type="module" async="">${moduleScript}</script></body></html>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, code]) => ({ attributes, code }));

/**
 * A stand-in browser for the loader script of a deferred page: frames, tasks and the first
 * contentful paint happen only when the test makes them happen, and the module script the loader
 * adds in place of the held one is logged with its type and text. `paintTiming: false` is a browser
 * without Paint Timing; `hidden` a page loading in a background tab.
 */
function browser({ paintTiming = true, hidden = false } = {}) {
  const log: string[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const paintObservers: Array<(entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void> = [];
  const held = { textContent: moduleScript, replaceWith: (module: { type: string; textContent: string }) => log.push(`run ${module.type} script: ${module.textContent}`) };
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    addEventListener: () => {},
    querySelector: (selector: string) => (selector === "script[data-after-first-paint]" ? held : null),
    createElement: () => ({ type: "", textContent: "" }),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    callback: (typeof paintObservers)[number];
    constructor(callback: (typeof paintObservers)[number]) {
      this.callback = callback;
    }
    observe(options: { type: string }) {
      if (options.type === "paint") paintObservers.push(this.callback);
    }
  }
  const globals = { document, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => tasks.push(callback), PerformanceObserver };
  const run = (code: string) => new Function("globalThis", ...Object.keys(globals), code)(globals, ...Object.values(globals));
  const runTasks = () => tasks.splice(0).forEach((callback) => callback());
  return {
    log,
    run,
    frame: () => {
      log.push("frame");
      frames.splice(0).forEach((callback) => callback());
      runTasks();
    },
    contentfulPaint: () => {
      log.push("first contentful paint");
      for (const callback of paintObservers) callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) }, { disconnect: () => paintObservers.splice(paintObservers.indexOf(callback), 1) });
      runTasks();
    },
  };
}

const loaderOf = (html: string) => inlineScripts(html).at(-1)!.code;

describe("deferPageScripts", () => {
  it("removes the module preloads and keeps React Router's module script, unchanged, as a data block", () => {
    const html = deferPageScripts(page, "/docs/intro");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).not.toContain('<script type="module"');
    expect(inlineScripts(html)).toContainEqual({ attributes: ' type="text/plain" data-after-first-paint=""', code: moduleScript });
    expect(inlineScripts(html).at(-1)!.attributes).toBe("");
  });

  it("runs the module script once the first contentful paint is reported and two frames have begun, whichever comes last", () => {
    const early = browser();
    early.run(loaderOf(deferPageScripts(page, "/docs/intro")));
    early.contentfulPaint();
    early.frame();
    expect(early.log).toEqual(["first contentful paint", "frame"]);
    early.frame();
    expect(early.log).toEqual(["first contentful paint", "frame", "frame", `run module script: ${moduleScript}`]);

    const late = browser();
    late.run(loaderOf(deferPageScripts(page, "/docs/intro")));
    late.frame();
    late.frame();
    late.frame();
    expect(late.log).toEqual(["frame", "frame", "frame"]);
    late.contentfulPaint();
    late.frame();
    expect(late.log).toEqual(["frame", "frame", "frame", "first contentful paint", `run module script: ${moduleScript}`, "frame"]);
  });

  it("lets two frames decide where Paint Timing is missing or the page is hidden", () => {
    for (const options of [{ paintTiming: false }, { hidden: true }]) {
      const loading = browser(options);
      loading.run(loaderOf(deferPageScripts(page, "/docs/intro")));
      loading.frame();
      expect(loading.log, JSON.stringify(options)).toEqual(["frame"]);
      loading.frame();
      expect(loading.log, JSON.stringify(options)).toEqual(["frame", "frame", `run module script: ${moduleScript}`]);
    }
  });

  it("fails, naming the page, unless the page has exactly one module script", () => {
    expect(() => deferPageScripts("<html><body><main>Hi</main></body></html>", "/docs/intro")).toThrow(/\/docs\/intro: expected one React Router module script, found 0/);
    const twice = page.replace("</body>", `<script type="module" async="">import("/assets/other.js");</script></body>`);
    expect(() => deferPageScripts(twice, "/blog")).toThrow(/\/blog: expected one React Router module script, found 2/);
  });
});
