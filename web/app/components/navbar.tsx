import siteConfig from "virtual:site-config";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useDocsRouteData } from "../hooks/use-docs-route-data.ts";
import { useHideOnScroll } from "../hooks/use-hide-on-scroll.ts";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { DOCS_SIDEBAR_ID, SITE_MENU_ID } from "./drawer.tsx";
import { Logo, MenuIcon } from "./icons.tsx";
import { LocaleMenu } from "./locale-menu.tsx";
import { NavbarItem } from "./navbar-item.tsx";
import { SearchBox } from "./search/search-box.tsx";
import { SiteMenu } from "./site-menu.tsx";
import { VersionMenu } from "./version-menu.tsx";

/**
 * The top navigation (SPEC.md section 2): logo, settings items (API Reference, Simulator, Blog),
 * search, version and language dropdowns and the colour mode toggle. Below 996 px the items move
 * into navigation drawers the menu button opens natively (HTML `popovertarget`, so a tap works from
 * the first paint and without scripts): the docs sidebar on a docs page (components/doc-sidebar.tsx),
 * else the site menu (components/site-menu.tsx). A client navigation closes an open drawer.
 */
export function Navbar() {
  const { settings } = siteConfig;
  const hidden = useHideOnScroll(Boolean(settings.navbar.hideOnScroll));
  const { sidebar } = useDocsRouteData();
  const { pathname } = useLocation();
  const left = settings.navbar.items.filter((item) => item.position !== "right");
  const right = settings.navbar.items.filter((item) => item.position === "right");

  // A drawer opened before the app ran stays open when it takes over; a navigation closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const drawer of document.querySelectorAll<HTMLElement>(".drawer:popover-open")) drawer.hidePopover();
  }, [pathname]);

  return (
    <header className="navbar" data-hidden={hidden || undefined}>
      <nav className="navbar__inner" aria-label="Main">
        <button
          type="button"
          className="navbar__icon-button navbar__toggle"
          aria-label="Open navigation menu"
          popoverTarget={sidebar ? DOCS_SIDEBAR_ID : SITE_MENU_ID}
        >
          <MenuIcon />
        </button>
        {/* Named by its visible text plus a hidden "home", not by an aria-label: the name must
            contain the words sighted speech-input users read (WCAG 2.5.3 Label in Name). */}
        <Link to={settings.logo.href ?? "/"} className="navbar__brand">
          <Logo />
          <span className="navbar__title">
            Tidewire <span className="navbar__title-muted">Developers</span>
          </span>
          <span className="visually-hidden"> home</span>
        </Link>
        <ul className="navbar__items">
          {left.map((item) => (
            <li key={item.href}>
              <NavbarItem label={item.label} href={item.href} />
            </li>
          ))}
        </ul>
        <div className="navbar__items navbar__items--right">
          {right.map((item) => (
            <NavbarItem key={item.href} label={item.label} href={item.href} />
          ))}
          <SearchBox />
          <div className="navbar__desktop-only">
            <LocaleMenu />
          </div>
          <div className="navbar__desktop-only">
            <VersionMenu />
          </div>
          <ColorModeToggle />
        </div>
      </nav>
      <SiteMenu docsSidebar={Boolean(sidebar)} />
    </header>
  );
}
