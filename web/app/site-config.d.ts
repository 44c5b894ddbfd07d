declare module "virtual:site-config" {
  const config: import("./content/views/site-config.ts").SiteConfig;
  export default config;
}

declare module "virtual:behaviours-script" {
  /** The URL of the behaviours script (web/vite/behaviours-script-plugin.ts). */
  const url: string;
  export default url;
}
