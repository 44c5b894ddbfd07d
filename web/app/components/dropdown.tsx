import { useEffect, useId, useRef, useState } from "react";
import { ChevronIcon } from "./icons.tsx";

/**
 * A disclosure button that shows a list of links (WAI-ARIA APG "Disclosure Navigation Menu"):
 * Enter/Space toggles; Arrow Down on the button opens the list on its first link; Arrow Up and Down
 * move between the links (wrapping), Home and End to the first and last; Escape closes and returns
 * focus to the button; a click outside or moving focus away closes it.
 */
export function Dropdown({ label, buttonContent, children, align = "end" }: { label: string; buttonContent: React.ReactNode; children: React.ReactNode; align?: "start" | "end" }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

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
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
          return;
        }
        if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
        const links = [...(rootRef.current?.querySelectorAll<HTMLElement>(".dropdown__menu a") ?? [])];
        const at = links.indexOf(document.activeElement as HTMLElement);
        if (!open) {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(".dropdown__menu a")?.focus());
          return;
        }
        event.preventDefault();
        const last = links.length - 1;
        const next = event.key === "Home" ? 0 : event.key === "End" ? last : event.key === "ArrowDown" ? (at + 1) % links.length : at <= 0 ? last : at - 1;
        links[next]?.focus();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className="navbar__link dropdown__button" aria-expanded={open} aria-controls={listId} aria-label={label} onClick={() => setOpen((o) => !o)}>
        {buttonContent}
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul id={listId} className={`dropdown__menu dropdown__menu--${align}`} hidden={!open} onClick={(event) => (event.target as HTMLElement).closest("a") && setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
