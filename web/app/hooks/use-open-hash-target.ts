import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * When the URL has a `#fragment` inside a collapsed `<details>` or an inactive tab panel (a
 * nested schema property), opens every enclosing disclosure and tab, then scrolls the target into
 * view, so links to a single property work from a fresh page load.
 */
export function useOpenHashTarget(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    let changed = false;
    for (let element: HTMLElement | null = target; element; element = element.parentElement) {
      if (element instanceof HTMLDetailsElement && !element.open) {
        element.open = true;
        changed = true;
      }
      if (element.getAttribute("role") === "tabpanel" && element.hidden) {
        document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.click();
        changed = true;
      }
    }
    if (changed) requestAnimationFrame(() => target.scrollIntoView({ block: "start" }));
    target.classList.add("is-target");
  }, [hash, pathname]);
}
