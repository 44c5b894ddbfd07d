import { useEffect, useId, useRef, useState } from "react";
import { ChevronIcon } from "./icons.tsx";

const ITEM = '[role="menuitem"]';

/**
 * A menu button (WAI-ARIA APG "Menu Button" with an actions menu of links): the button opens a
 * `role="menu"` list whose entries are `<li role="none">` around a link with `role="menuitem"` and
 * `tabIndex={-1}` (the caller renders them as `children`). Enter, Space or Arrow Down on the button
 * opens it on its first item, Arrow Up on its last; in the menu Arrow Up and Down move (wrapping),
 * Home and End go to the first and last item, Enter follows the link, Escape closes and returns
 * focus to the button, Tab closes and moves on; a click outside closes it.
 */
export function Dropdown({ label, buttonContent, children, align = "end" }: { label: string; buttonContent: React.ReactNode; children: React.ReactNode; align?: "start" | "end" }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  // Focus moves once the menu is shown: a hidden element cannot take focus.
  const openOn = (index: 0 | -1) => {
    setOpen(true);
    requestAnimationFrame(() => items().at(index)?.focus());
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="dropdown"
      data-open={open || undefined}
      onKeyDown={(event) => {
        const all = items();
        const at = all.indexOf(document.activeElement as HTMLElement);
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        } else if (event.key === "Tab") {
          return setOpen(false);
        } else if (at < 0) {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          openOn(event.key === "ArrowDown" ? 0 : -1);
        } else {
          const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
          if (next === undefined) return;
          all.at(next % all.length)?.focus();
        }
        event.preventDefault();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={`${id}button`}
        type="button"
        className="navbar__link dropdown__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}menu`}
        aria-label={label}
        // A keyboard activation (no pointer, `detail` 0) opens the menu on its first item.
        onClick={(event) => (open ? setOpen(false) : event.detail === 0 ? openOn(0) : setOpen(true))}
      >
        {buttonContent}
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul id={`${id}menu`} role="menu" aria-labelledby={`${id}button`} className={`dropdown__menu dropdown__menu--${align}`} hidden={!open} onClick={(event) => (event.target as HTMLElement).closest(ITEM) && setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
