import { Link } from "react-router";
import siteConfig from "virtual:site-config";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { CloseIcon, Logo } from "./icons.tsx";

/** The id of the main menu's drawer (components/site-menu.tsx). */
export const SITE_MENU_ID = "site-menu";
/** The id of the docs sidebar, a drawer below the 996 px breakpoint (components/doc-sidebar.tsx). */
export const DOCS_SIDEBAR_ID = "docs-sidebar";

/**
 * The top of a navigation drawer (a popover, components/site-menu.tsx and doc-sidebar.tsx): the
 * brand, the colour mode toggle and a close button that hides the drawer `id` natively
 * (`popovertarget`), so it works before the app runs and without scripts.
 */
export function DrawerHeader({ id }: { id: string }) {
  return (
    <div className="drawer__header">
      <Link to={siteConfig.settings.logo.href ?? "/"} className="navbar__brand">
        <Logo />
        <span className="navbar__title">Tidewire</span>
        <span className="visually-hidden"> home</span>
      </Link>
      <ColorModeToggle />
      <button
        type="button"
        className="navbar__icon-button"
        aria-label="Close navigation menu"
        popoverTarget={id}
        popoverTargetAction="hide"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
