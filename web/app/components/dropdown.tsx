import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { isRoutePath } from "../lib/urls.ts";
import { ChevronIcon } from "./icons.tsx";

/** One entry of a dropdown: a link, its visible label, an optional hint after it, and whether it is the current choice. */
export interface DropdownItem {
  key: string;
  href: string;
  label: string;
  hint?: string;
  current?: boolean;
  lang?: string;
}

const ITEM = '[role="menuitem"]';

/**
 * A menu button of links (WAI-ARIA APG "Menu Button", actions menu of links) that works as HTML:
 * the button opens the list as a popover (HTML `popovertarget`), before the app runs and without
 * scripts, and the browser closes it on Escape or a click outside, giving focus back to the button.
 * Once the app runs the list is a `role="menu"` of `menuitem` links with `tabIndex={-1}`: Enter,
 * Space or Arrow Down on the button opens it on its first item, Arrow Up on its last; in the menu
 * Arrow Up and Down move (wrapping), Home and End go to the first and last item, Enter follows the
 * link, Tab closes and moves on; following a link closes it. Site paths navigate on the client. The
 * stylesheet places the list under its button (CSS anchor positioning: a popover's invoker is its
 * implicit anchor).
 */
export function Dropdown({
  label,
  buttonContent,
  items,
  align = "end",
}: {
  label: string;
  buttonContent: React.ReactNode;
  items: DropdownItem[];
  align?: "start" | "end";
}) {
  const hydrated = useHydrated();
  const menuId = `${useId()}menu`;
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const entries = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  // Focus moves once the menu is shown: a hidden element cannot take focus.
  const focusEntry = (index: 0 | -1) => requestAnimationFrame(() => entries().at(index)?.focus());
  const openOn = (index: 0 | -1) => {
    if (!menuRef.current?.matches(":popover-open")) menuRef.current?.showPopover();
    focusEntry(index);
  };

  return (
    <div className="dropdown" data-open={open || undefined}>
      <button
        type="button"
        className="navbar__link dropdown__button"
        popoverTarget={menuId}
        aria-haspopup={hydrated ? "menu" : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          openOn(event.key === "ArrowDown" ? 0 : -1);
        }}
        // A keyboard activation (no pointer, `detail` 0) opens the menu on its first item; the
        // browser itself opens and closes the popover.
        onClick={(event) => event.detail === 0 && !open && focusEntry(0)}
      >
        {buttonContent}
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        popover="auto"
        role={hydrated ? "menu" : undefined}
        aria-label={label}
        className={`dropdown__menu dropdown__menu--${align}`}
        onToggle={(event) => setOpen(event.newState === "open")}
        onClick={(event) => (event.target as HTMLElement).closest("a") && menuRef.current?.hidePopover()}
        onKeyDown={(event) => {
          if (!hydrated) return;
          if (event.key === "Tab") return menuRef.current?.hidePopover();
          const all = entries();
          const at = all.indexOf(document.activeElement as HTMLElement);
          const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
          if (next === undefined) return;
          event.preventDefault();
          all.at(next % all.length)?.focus();
        }}
      >
        {items.map((item) => {
          const props = {
            className: "dropdown__link",
            role: hydrated ? "menuitem" : undefined,
            tabIndex: hydrated ? -1 : undefined,
            "aria-current": item.current ? ("page" as const) : undefined,
            lang: item.lang,
          };
          const content = (
            <>
              {item.label}
              {item.hint && <span className="dropdown__hint">{item.hint}</span>}
            </>
          );
          return (
            <li key={item.key} role={hydrated ? "none" : undefined}>
              {isRoutePath(item.href) ? (
                <Link to={item.href} {...props}>
                  {content}
                </Link>
              ) : (
                <a href={item.href} {...props}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
