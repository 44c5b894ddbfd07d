import { listenOnPage, type Behaviour } from "../../lib/behaviour.ts";
import { closestTarget } from "../../lib/confirm-action.ts";

/** sessionStorage key: the docs sidebar categories the reader opened or closed in this session, by label. */
export const CATEGORY_CHOICES_STORAGE_KEY = "tidewire.sidebarCategories";

const BUTTON = ".doc-sidebar__category-button";

function readChoices(): Record<string, boolean> {
  try {
    return JSON.parse(sessionStorage.getItem(CATEGORY_CHOICES_STORAGE_KEY) ?? "{}") as Record<string, boolean>;
  } catch {
    return {};
  }
}

function writeChoices(choices: Record<string, boolean>): void {
  try {
    sessionStorage.setItem(CATEGORY_CHOICES_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Without storage a category falls back to its default on the next page; nothing else is lost.
  }
}

const labelOf = (button: HTMLElement) => button.textContent?.trim() ?? "";
const holdsCurrentPage = (button: HTMLElement) =>
  Boolean(button.nextElementSibling?.querySelector('[aria-current="page"]'));

/**
 * Docs sidebar categories (doc-sidebar-tree.tsx) as WAI-ARIA APG disclosures: the
 * button toggles `aria-expanded`, and the stylesheet shows or hides the list after it. The
 * reader's choice is kept for the session, because each page brings its own sidebar markup.
 * Delegated from `doc`'s window (`listenOnPage`). Returns a function that removes the handler.
 */
export function installSidebarCategories(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = closestTarget<HTMLElement>(event, BUTTON);
    if (!button) return;
    const expand = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(expand));
    writeChoices({ ...readChoices(), [labelOf(button)]: expand });
  };
  return listenOnPage(doc, "click", onClick);
}

/**
 * Applies the reader's session choices to newly shown sidebar markup: a category they opened stays
 * open, one they closed stays closed, except the one holding the current page, which arriving on a
 * page opens again; the others keep the markup's default (only the current page's category open).
 */
export function enhanceSidebarCategories(root: Element): void {
  const buttons = root.querySelectorAll<HTMLElement>(BUTTON);
  if (!buttons.length) return;
  const choices = readChoices();
  for (const button of buttons) {
    const label = labelOf(button);
    if (holdsCurrentPage(button)) {
      if (choices[label] === false) delete choices[label];
    } else if (label in choices) button.setAttribute("aria-expanded", String(choices[label]));
  }
  writeChoices(choices);
}

export const sidebarCategoriesBehaviour: Behaviour = {
  controls: BUTTON,
  install: installSidebarCategories,
  enhance: enhanceSidebarCategories,
};
