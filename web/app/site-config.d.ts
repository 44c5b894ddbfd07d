declare module "virtual:site-config" {
  const config: import("./content/content.server.ts").SiteConfig;
  export default config;
}
