import { closestTarget } from "./confirm-action.ts";

/** sessionStorage key: the labels of the docs sidebar categories the reader collapsed in this session. */
export const COLLAPSED_CATEGORIES_STORAGE_KEY = "tidewire.sidebarCollapsed";

const BUTTON = ".doc-sidebar__category-button";

function readCollapsed(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(COLLAPSED_CATEGORIES_STORAGE_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function writeCollapsed(labels: Set<string>): void {
  try {
    sessionStorage.setItem(COLLAPSED_CATEGORIES_STORAGE_KEY, JSON.stringify([...labels]));
  } catch {
    // Without storage a collapsed category opens again on the next page; nothing else is lost.
  }
}

function setExpanded(button: HTMLElement, expanded: boolean): void {
  button.setAttribute("aria-expanded", String(expanded));
  const list = button.nextElementSibling;
  if (list instanceof HTMLElement) list.hidden = !expanded;
}

const labelOf = (button: HTMLElement) => button.textContent?.trim() ?? "";

/**
 * Docs sidebar categories (components/doc-sidebar-tree.tsx) as WAI-ARIA APG disclosures: the
 * button toggles `aria-expanded` and the list after it. Which categories the reader collapsed is
 * kept for the session, because each page brings its own sidebar markup. Delegated from `doc`.
 * Returns a function that removes the handler.
 */
export function installSidebarCategories(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = closestTarget<HTMLElement>(event, BUTTON);
    if (!button) return;
    const expand = button.getAttribute("aria-expanded") !== "true";
    setExpanded(button, expand);
    const collapsed = readCollapsed();
    if (expand) collapsed.delete(labelOf(button));
    else collapsed.add(labelOf(button));
    writeCollapsed(collapsed);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

/**
 * Collapses, in newly shown sidebar markup, the categories the reader collapsed earlier in the
 * session, except the one holding the current page: arriving on a page opens its category again.
 */
export function enhanceSidebarCategories(root: Element): void {
  const buttons = root.querySelectorAll<HTMLElement>(BUTTON);
  if (!buttons.length) return;
  const collapsed = readCollapsed();
  if (!collapsed.size) return;
  for (const button of buttons) {
    if (!collapsed.has(labelOf(button))) continue;
    if (button.nextElementSibling?.querySelector('[aria-current="page"]')) collapsed.delete(labelOf(button));
    else setExpanded(button, false);
  }
  writeCollapsed(collapsed);
}
