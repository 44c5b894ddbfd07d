import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:site-config";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:site-config`: site settings, announcement bar and versions, queried once at
 * build time through the content layer and bundled into the client. The chrome (navbar, footer,
 * announcement) then renders on every page without loader data, including the static 404 page.
 */
export function siteConfigPlugin(): Plugin {
  return {
    name: "tidewire-site-config",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { getSiteConfig } = await import("../app/content/views/site-config.server.ts");
      return `export default ${JSON.stringify(await getSiteConfig())};`;
    },
  };
}
