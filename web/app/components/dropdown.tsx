import { useEffect, useRef, useState } from "react";
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
 * A dropdown of links that works as HTML: a `<details>` disclosure whose summary opens a list of
 * links, before the app runs and without scripts. Once the app runs it becomes a menu button
 * (WAI-ARIA APG "Menu Button", actions menu of links): the list is a `role="menu"` of `menuitem`
 * links with `tabIndex={-1}`; Enter, Space or Arrow Down on the button opens it on its first item,
 * Arrow Up on its last; in the menu Arrow Up and Down move (wrapping), Home and End go to the first
 * and last item, Enter follows the link, Escape closes and returns focus to the button, Tab closes
 * and moves on; a click outside or following a link closes it. Site paths navigate on the client.
 */
export function Dropdown({ label, buttonContent, items, align = "end" }: { label: string; buttonContent: React.ReactNode; items: DropdownItem[]; align?: "start" | "end" }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const entries = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const show = (next: boolean) => {
    if (ref.current) ref.current.open = next;
    setOpen(next);
  };
  // Focus moves once the menu is shown: a hidden element cannot take focus.
  const openOn = (index: 0 | -1) => {
    show(true);
    requestAnimationFrame(() => entries().at(index)?.focus());
  };
  const summary = () => ref.current?.querySelector("summary");

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) show(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <details
      ref={ref}
      className="dropdown"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (!hydrated) return;
        const all = entries();
        const at = all.indexOf(document.activeElement as HTMLElement);
        if (event.key === "Escape" && open) {
          show(false);
          summary()?.focus();
        } else if (event.key === "Tab") {
          return show(false);
        } else if (at < 0) {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Enter" && event.key !== " ") return;
          if (open && (event.key === "Enter" || event.key === " ")) show(false);
          else openOn(event.key === "ArrowUp" ? -1 : 0);
        } else {
          const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
          if (next === undefined) return;
          all.at(next % all.length)?.focus();
        }
        event.preventDefault();
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node)) show(false);
      }}
    >
      <summary className="navbar__link dropdown__button" aria-label={label} aria-haspopup={hydrated ? "menu" : undefined}>
        {buttonContent}
        <ChevronIcon className="dropdown__chevron" />
      </summary>
      <ul role={hydrated ? "menu" : undefined} aria-label={label} className={`dropdown__menu dropdown__menu--${align}`} onClick={(event) => (event.target as HTMLElement).closest("a") && show(false)}>
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
    </details>
  );
}
