declare module "virtual:site-config" {
  const config: import("./content/views/site-config.ts").SiteConfig;
  export default config;
}

declare module "*?client-chunk" {
  /** The URL of the module built as a client chunk of its own (web/vite/client-chunk-plugin.ts). */
  const url: string;
  export default url;
}
