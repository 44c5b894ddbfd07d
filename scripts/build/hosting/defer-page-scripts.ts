const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Runs the module script held in `script[data-after-first-paint]` once the page has been painted:
 * after the browser reports its first contentful paint (Paint Timing, W3C: the entry comes once
 * the frame is presented) and two frames have begun since this script ran (a
 * `requestAnimationFrame` callback runs just before a frame's paint, HTML Standard "update the
 * rendering", so the second one follows the paint of everything parsed before this script). Where
 * Paint Timing is missing, or the page is hidden (a background tab paints nothing, so no paint is
 * reported), the frames alone decide. A module script added by script runs as written; CSP allows
 * it by the hash of its text, which the held data block carries (security-headers.ts hashes every
 * inline script). Runs in the page as an inline script (its source text is inlined): it may use
 * nothing from this module.
 */
function runHeldModuleAfterFirstPaint(): void {
  let painted = false;
  let framed = false;
  let started = false;
  const start = () => {
    if (!painted || !framed || started) return;
    started = true;
    setTimeout(() => {
      const held = document.querySelector("script[data-after-first-paint]");
      if (!held) return;
      const module = document.createElement("script");
      module.type = "module";
      module.textContent = held.textContent;
      held.replaceWith(module);
    });
  };
  const paintReported = () => {
    painted = true;
    start();
  };
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      framed = true;
      start();
    }),
  );
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && paintReported());
  if (document.visibilityState === "hidden" || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return paintReported();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    paintReported();
  }).observe({ type: "paint", buffered: true });
}

/**
 * A prerendered page's HTML (`label` names it in errors) with its JavaScript held back until the
 * browser has painted the page, so scripts never compete with the first paint:
 *
 * - The `<link rel="modulepreload">` tags React Router writes into `<head>` are removed: these
 *   high-priority preloads of ~400 KB of modules competed with the HTML and CSS, and Lighthouse's
 *   simulated slow 4G put first and largest contentful paint at ~2.4 s with them, ~1.1 s without.
 * - React Router's inline module script (its `<Scripts />`: static imports of the manifest and the
 *   route modules, then `import()` of the browser entry) is kept, unchanged, as a data block
 *   (`<script type="text/plain" data-after-first-paint>`, which the browser never runs) and run by an
 *   inline script after the first paint (`runHeldModuleAfterFirstPaint`). Run where the parser meets it, its imports
 *   were requested before a long page's first paint: Lighthouse's simulation then counted every
 *   module's download before largest contentful paint (a guide: LCP ~1.36 s against ~1.06 s for
 *   the same HTML without scripts), and with the modules cached, hydration could run before
 *   anything was shown. The browser fetches and runs the same module graph in the same order. In a
 *   background tab no frame is painted, so such a page hydrates when it is shown.
 *
 * Throws, naming `label`, unless the page has exactly one such module script (a React Router
 * upgrade that changes it must fail the build, not ship pages that never hydrate).
 */
export function deferPageScripts(html: string, label: string): string {
  let scripts = 0;
  const deferred = html.replace(MODULE_SCRIPT, (_, code: string) => {
    scripts++;
    return `<script type="text/plain" data-after-first-paint="">${code}</script><script>(${runHeldModuleAfterFirstPaint.toString()})()</script>`;
  });
  if (scripts !== 1) throw new Error(`${label}: expected one React Router module script, found ${scripts}`);
  return deferred.replace(MODULE_PRELOAD, "");
}
