import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";

/** The repository root (this file is tests/support/app.ts). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** localStorage keys the site uses (web/app/lib/color-mode.ts, web/app/lib/head-script.ts). */
export const COLOR_MODE_KEY = "tidewire.colorMode";
export const ANNOUNCEMENT_KEY = "tidewire.announcementDismissed";

/**
 * The paths of the shared acceptance list (../shared/acceptance/routes.txt), read at run time so
 * the suite follows the list: one path a line, `#` lines and blank lines skipped.
 */
export function acceptanceRoutes(): string[] {
  return readFileSync(join(repoRoot, "../shared/acceptance/routes.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("/"));
}

/**
 * Resolves once React has hydrated the page: the navbar's brand link carries React's props, so
 * client navigation and event handlers work. The prerendered HTML alone never has them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const brand = document.querySelector(".navbar .navbar__brand");
    return brand !== null && Object.keys(brand).some((key) => key.startsWith("__reactProps$"));
  });
}

/** Goes to `path` and waits for hydration; returns the navigation response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Presses Ctrl+K once, as a reader does, expects the navbar search box to have focus and returns
 * it. The shortcut works from the first paint (lib/head-script.ts), so one press is enough whether
 * or not the app's own handler is there yet.
 */
export async function focusSearchWithShortcut(page: Page) {
  const box = page.getByRole("combobox", { name: /Search the/ });
  await page.keyboard.press("Control+k");
  await expect(box).toBeFocused();
  return box;
}

/**
 * The search box's suggestion options once they answer everything typed: the listbox is aria-busy
 * until the results of the box's current query are in (search-suggestions.tsx `settled`); options
 * shown before that belong to the words typed so far, as a reader still typing sees them.
 */
export async function settledSuggestions(page: Page): Promise<Locator> {
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  return listbox.getByRole("option");
}

/**
 * The link named `name` in a docs sidebar (`sidebar`, a locator of the sidebar navigation), with its
 * category opened first when it is collapsed (categories without the current page start collapsed):
 * what a reader does before following it. Operation links start with their method badge, so a
 * RegExp can match the end of the name.
 */
export async function revealSidebarLink(sidebar: Locator, name: string | RegExp): Promise<Locator> {
  const link = sidebar.getByRole("link", { name, exact: true });
  const button = sidebar
    .locator(".doc-sidebar__category")
    .filter({ has: sidebar.page().getByRole("link", { name, exact: true, includeHidden: true }) })
    .locator(".doc-sidebar__category-button");
  if ((await button.count()) && (await button.getAttribute("aria-expanded")) === "false") await button.click();
  return link;
}

/** What a button said at one moment: its accessible name (`aria-label`, or its text without one) and its text. */
export interface ButtonState {
  name: string;
  text: string;
}

/**
 * Starts recording every state the button `button` resolves to now takes from here on, and
 * returns a function that reads them in order. A confirmation such as "Copied" shows for 1.5–2 s
 * and then reverts: asserting on what the button has said, rather than on what it says when a slow
 * query gets to it, does not race that timer. Throws when `button` resolves to no element.
 */
export async function recordButtonStates(button: Locator): Promise<() => Promise<ButtonState[]>> {
  const handle = await button.elementHandle();
  if (!handle) throw new Error("recordButtonStates: the button was not found");
  await handle.evaluate((element) => {
    const states: { name: string; text: string }[] = [];
    (element as unknown as { __states: typeof states }).__states = states;
    new MutationObserver(() => {
      const text = element.textContent?.trim() ?? "";
      const state = { name: element.getAttribute("aria-label") ?? text, text };
      const last = states.at(-1);
      if (last?.name !== state.name || last.text !== state.text) states.push(state);
    }).observe(element, {
      attributes: true,
      attributeFilter: ["aria-label"],
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => handle.evaluate((element) => [...(element as unknown as { __states: ButtonState[] }).__states]);
}
