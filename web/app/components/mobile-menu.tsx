import siteConfig from "virtual:site-config";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useDocsRouteData } from "../hooks/use-docs-route-data.ts";
import { revealCurrentLink } from "../lib/reveal-current-link.ts";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { CloseIcon, Logo } from "./icons.tsx";
import { LocaleMenu } from "./locale-menu.tsx";
import { NavbarItem } from "./navbar.tsx";
import { StaticHtml, staticHtmlOf } from "./static-html.tsx";
import { VersionMenu } from "./version-menu.tsx";

/**
 * The navigation drawer below the 996 px breakpoint, a modal dialog. On a docs page it opens on
 * the docs sidebar with a "Back to main menu" button to the primary items (the Docusaurus
 * pattern); elsewhere it shows the primary items, the version menu and the language menu (both
 * hidden from the navbar on narrow screens). Escape, the close button, the backdrop and any
 * navigation close it.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { sidebar } = useDocsRouteData();
  const [panel, setPanel] = useState<"primary" | "sidebar">("sidebar");
  const location = useLocation();
  const showSidebar = Boolean(sidebar) && panel === "sidebar";
  // The sidebar markup of this page, copied from the sidebar column when the page was a first visit
  // (its string is not in the hydration data); read when the menu opens, after hydration.
  const sidebarCopy = useMemo(() => (open && sidebar ? { staticHtml: staticHtmlOf(sidebar) } : null), [open, sidebar]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPanel("sidebar");
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // As in the sidebar column: the current page's link is in view when the drawer shows the sidebar.
  const sidebarPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && showSidebar && sidebarPanel.current) revealCurrentLink(sidebarPanel.current);
  }, [open, showSidebar, sidebarCopy]);

  // Navigating (a link in the drawer) must close it; the menu mounts when first opened, so the
  // path it mounted on is not a navigation.
  const mountedOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === mountedOn.current) return;
    mountedOn.current = location.pathname;
    onClose();
    // onClose is stable enough for this.
  }, [location.pathname]);

  return (
    <dialog
      ref={dialogRef}
      className="mobile-menu"
      aria-label="Navigation"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <span className="navbar__brand">
            <Logo />
            <span className="navbar__title">Tidewire</span>
          </span>
          <ColorModeToggle />
          <button type="button" className="navbar__icon-button" aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {showSidebar ? (
          <div ref={sidebarPanel} className="mobile-menu__content">
            <button type="button" className="mobile-menu__back" onClick={() => setPanel("primary")}>
              ← Back to main menu
            </button>
            {sidebarCopy && <StaticHtml as="nav" content={sidebarCopy} ariaLabel="Docs sidebar" />}
          </div>
        ) : (
          <div className="mobile-menu__content">
            <ul className="mobile-menu__items">
              {siteConfig.settings.navbar.items.map((item) => (
                <li key={item.href}>
                  <NavbarItem label={item.label} href={item.href} className="mobile-menu__link" />
                </li>
              ))}
            </ul>
            <div className="mobile-menu__row">
              <span>Version</span>
              <VersionMenu />
            </div>
            <div className="mobile-menu__row">
              <span>Language</span>
              <LocaleMenu />
            </div>
            {sidebar ? (
              <button type="button" className="mobile-menu__back" onClick={() => setPanel("sidebar")}>
                Docs sidebar →
              </button>
            ) : null}
          </div>
        )}
      </div>
    </dialog>
  );
}
