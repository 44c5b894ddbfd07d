import siteConfig from "virtual:site-config";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { useHideOnScroll } from "../hooks/use-hide-on-scroll.ts";
import { isExternalUrl } from "../lib/urls.ts";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { Logo, MenuIcon } from "./icons.tsx";
import { LocaleMenu } from "./locale-menu.tsx";
import { SearchBox } from "./search/search-box.tsx";
import { SmartLink } from "./smart-link.tsx";
import { VersionMenu } from "./version-menu.tsx";

// The drawer loads when first opened: on wide screens, and on phones until the menu is used, it costs nothing.
const MobileMenu = lazy(() => import("./mobile-menu.tsx").then((module) => ({ default: module.MobileMenu })));

/** A navbar item from the site settings: site paths get an active state, external URLs an icon. */
export function NavbarItem({ label, href, className = "navbar__link" }: { label: string; href: string; className?: string }) {
  if (isExternalUrl(href)) {
    return (
      <SmartLink href={href} className={className}>
        {label}
      </SmartLink>
    );
  }
  return (
    <NavLink to={href} className={({ isActive }) => `${className}${isActive ? " is-active" : ""}`}>
      {label}
    </NavLink>
  );
}

/**
 * The top navigation (SPEC.md section 2): logo, settings items (API Reference, Simulator, Blog),
 * version and language dropdowns and the colour mode toggle. Below 996 px the items move into the
 * mobile menu.
 */
export function Navbar() {
  const { settings } = siteConfig;
  const hidden = useHideOnScroll(Boolean(settings.navbar.hideOnScroll));
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const left = settings.navbar.items.filter((item) => item.position !== "right");
  const right = settings.navbar.items.filter((item) => item.position === "right");
  return (
    <header className="navbar" data-hidden={hidden || undefined}>
      <nav className="navbar__inner" aria-label="Main">
        <button type="button" className="navbar__icon-button navbar__toggle" aria-label="Open navigation menu" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}>
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
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
