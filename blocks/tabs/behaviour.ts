import { listenOnPage, type Behaviour } from "../../web/app/lib/behaviour.ts";
import { closestTarget } from "../../web/app/lib/confirm-action.ts";

const TAB = '.tabs__tab[role="tab"]';

/** Selects `tab` in its tab list: `aria-selected`, roving `tabindex`, and only its panel shown. */
function selectTab(tab: HTMLElement, focus: boolean): void {
  const tabs = tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB) ?? [];
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

/**
 * Tab sets of build-time rendered content (tabs.tsx), as the WAI-ARIA APG tabs pattern
 * with automatic activation: a click selects; Arrow Left/Right (wrapping), Home and End move focus
 * and selection. Delegated from `doc`'s window (`listenOnPage`), so tab sets that arrive with a
 * client navigation work too. Returns a function that removes the handlers.
 */
export function installTabs(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const tab = closestTarget<HTMLElement>(event, TAB);
    if (tab) selectTab(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = closestTarget<HTMLElement>(event, TAB);
    if (!tab) return;
    const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB) ?? [])];
    const index = tabs.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(tabs[(next + tabs.length) % tabs.length], true);
  };
  const removers = [listenOnPage(doc, "click", onClick), listenOnPage(doc, "keydown", onKeyDown)];
  return () => removers.forEach((remove) => remove());
}

export const tabsBehaviour: Behaviour = { controls: TAB, install: installTabs };
