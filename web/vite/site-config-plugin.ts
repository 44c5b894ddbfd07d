import type { Plugin } from "vite";
import { askBuild } from "./build-channel.ts";

const VIRTUAL_ID = "virtual:site-config";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:site-config`: site settings, announcement bar and versions, queried once at
 * build time through the content layer and bundled into the client. The chrome (navbar, footer,
 * announcement) then renders on every page without loader data, including the static 404 page.
 * In a build started by scripts/build/build.ts the settings come from that process, which has read
 * the content already (build-channel.ts); otherwise this process queries them.
 */
export function siteConfigPlugin(): Plugin {
  return {
    name: "tidewire-site-config",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const config = await (askBuild("site-config") ??
        import("../app/content/views/site-config.server.ts").then(({ getSiteConfig }) => getSiteConfig()));
      return `export default ${JSON.stringify(config)};`;
    },
  };
}
