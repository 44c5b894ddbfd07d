const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * A prerendered page's HTML without the `<link rel="modulepreload">` tags React Router writes into
 * its `<head>`. Every page is complete HTML without JavaScript, but high-priority preloads of
 * ~400 KB of modules compete with the HTML and CSS for the first paint: Lighthouse's simulated
 * slow 4G showed first and largest contentful paint at ~2.4 s with them and ~1.1 s without. The
 * inline module script still imports the same modules right after the HTML is parsed, so
 * hydration follows.
 */
export const deferModulePreloads = (html: string): string => html.replace(MODULE_PRELOAD, "");
