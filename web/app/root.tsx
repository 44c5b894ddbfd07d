import siteConfig from "virtual:site-config";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { NotFoundContent } from "./components/not-found-content.tsx";
import { RouteError } from "./components/route-error.tsx";
import { SiteChrome } from "./components/site-chrome.tsx";
import { IntentPrefetch } from "./components/intent-prefetch.tsx";
import { StaticContentLinks } from "./components/static-content-links.tsx";
import { headScript } from "./lib/head-script.ts";
import appStylesheet from "./styles/app.css?url";
import type { Route } from "./+types/root";

const { settings, announcement } = siteConfig;
// The head script runs once, from the prerendered HTML, before first paint; the browser bundle never
// needs its text (hydration keeps the element as prerendered, see the script element below).
const themeScript = import.meta.env.SSR ? headScript(settings.colorMode, announcement?.enabled ? announcement.id : null) : "";

export const links: Route.LinksFunction = () => [
  // `precedence` lets React hoist the stylesheet ahead of the module preloads, so first paint does not wait for JS downloads.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" } as never,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${settings.blog.title} (RSS)`, href: "/blog/rss.xml" },
  { rel: "alternate", type: "application/atom+xml", title: `${settings.blog.title} (Atom)`, href: "/blog/atom.xml" },
];

/** The HTML document around every page, the 404 page and error pages. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={settings.locale ?? "en"} data-theme={settings.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
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

/**
 * Prerendered into the static fallback page (served as 404.html). It renders exactly what the `*`
 * route renders, so the not-found page hydrates without a mismatch.
 */
export function HydrateFallback() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <RouteError error={error} />
    </SiteChrome>
  );
}
