declare module "virtual:site-config" {
  const config: import("./content/views/site-config.ts").SiteConfig;
  export default config;
}

declare module "virtual:client-chunk/*" {
  /** The URL of a client chunk of its own (web/vite/client-chunk-plugin.ts). */
  const url: string;
  export default url;
}
