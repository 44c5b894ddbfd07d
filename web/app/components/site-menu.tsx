import siteConfig from "virtual:site-config";
import { DrawerHeader, SITE_MENU_ID } from "./drawer.tsx";
import { LocaleMenu } from "./locale-menu.tsx";
import { NavbarItem } from "./navbar-item.tsx";
import { VersionMenu } from "./version-menu.tsx";

/**
 * The main menu below the 996 px breakpoint, a navigation drawer (HTML `popover`, opened natively
 * by the navbar's menu button, or by the docs sidebar's "Back to main menu"): the navbar's items,
 * the version and language menus (hidden from the navbar on narrow screens), and on a docs page a
 * way back to the docs sidebar, which stays open beneath it. Escape, the close button and a tap
 * outside close it, with or without scripts.
 */
export function SiteMenu({ docsSidebar }: { docsSidebar: boolean }) {
  return (
    <div id={SITE_MENU_ID} className="drawer site-menu" popover="auto" role="dialog" aria-label="Main menu">
      <DrawerHeader id={SITE_MENU_ID} />
      <div className="drawer__content">
        <ul className="site-menu__items">
          {siteConfig.settings.navbar.items.map((item) => (
            <li key={item.href}>
              <NavbarItem label={item.label} href={item.href} className="site-menu__link" />
            </li>
          ))}
        </ul>
        <div className="site-menu__row">
          <span>Version</span>
          <VersionMenu />
        </div>
        <div className="site-menu__row">
          <span>Language</span>
          <LocaleMenu />
        </div>
        {docsSidebar && (
          <button type="button" className="drawer__back" popoverTarget={SITE_MENU_ID} popoverTargetAction="hide">
            Docs sidebar →
          </button>
        )}
      </div>
    </div>
  );
}
