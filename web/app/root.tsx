import siteConfig from "virtual:site-config";
import { useContext } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { BehavioursScript } from "./components/behaviours-script.tsx";
import { IntentPrefetch } from "./components/intent-prefetch.tsx";
import { RouteError } from "./components/route-error.tsx";
import { SiteChrome } from "./components/site-chrome.tsx";
import { StaticContentLinks } from "./components/static-content-links.tsx";
import { ServerDocumentContext } from "./lib/server-document.ts";
import appStylesheet from "./styles/app.css?url";
import type { Route } from "./+types/root";

const { settings } = siteConfig;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" } as never,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${settings.blog.title} (RSS)`, href: "/blog/rss.xml" },
  { rel: "alternate", type: "application/atom+xml", title: `${settings.blog.title} (Atom)`, href: "/blog/atom.xml" },
];

/**
 * The HTML document around every page and error page. The elements only the prerendered head
 * needs (the head script, the link that holds the first render) come from the server
 * (lib/server-document.ts `head`). Its module scripts (React Router's
 * `<Scripts />` and the behaviours script) are held until the page is painted
 * (lib/hold-module-scripts.ts, in entry.server.tsx) and started by the head script
 * (lib/head-script.ts). Everything a reader can tap works before that: native HTML (links, forms,
 * popovers, disclosures) and the head script's handlers.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const server = useContext(ServerDocumentContext);
  return (
    <html lang={settings.locale ?? "en"} data-theme={settings.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {server?.head}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <BehavioursScript />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteChrome>
      <Outlet />
      <StaticContentLinks />
      <IntentPrefetch />
    </SiteChrome>
  );
}

/** An error outside any page (the site chrome itself failed): the error inside a fresh chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <RouteError error={error} />
    </SiteChrome>
  );
}
