import { listenOnPage, type Behaviour } from "../../lib/behaviour.ts";

const SELECT = "select[data-switch-panels]";

/**
 * Switches of build-time rendered content (switch-panels.tsx): choosing an option of a
 * `select[data-switch-panels]` marks the panel of that value `data-shown` among the panels its
 * `aria-controls` names, and unmarks the others; the stylesheet shows the marked one. Panels
 * nested in a panel keep their own choice. Delegated from `doc`'s window (`listenOnPage`), so
 * switches that arrive with a client navigation work too. Returns a function that removes the
 * handler.
 */
export function installSwitchPanels(doc: Document): () => void {
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches(SELECT)) return;
    const panels = doc.getElementById(select.getAttribute("aria-controls") ?? "")?.children ?? [];
    for (const panel of panels)
      panel.toggleAttribute("data-shown", (panel as HTMLElement).dataset.value === select.value);
  };
  return listenOnPage(doc, "change", onChange);
}

export const switchPanelsBehaviour: Behaviour = { controls: SELECT, install: installSwitchPanels };
