/** What the search shortcut rule reads of a `keydown` event. */
export interface ShortcutKeys {
  /** `KeyboardEvent.key`; missing on the synthetic keydown some browsers fire for autofill. */
  key?: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * Whether `platform` (`navigator.platform`, or the user agent where that is empty) is Apple's,
 * where the search shortcut's modifier is Command rather than Control. The head script inlines this
 * function's source text (lib/head-script.ts), so it uses only its argument.
 */
export function isApplePlatform(platform: string): boolean {
  return /Mac|iPhone|iPad/.test(platform);
}

/**
 * Whether a keydown is the search shortcut, mod+k (SPEC.md sections 2, "Site chrome", and 9): Command+K on Apple
 * platforms (`apple`, from `isApplePlatform`), Control+K elsewhere, without Alt or Shift, whatever
 * the Caps Lock state. The head script inlines this function's source text, so it uses only its
 * arguments.
 */
export function isSearchShortcut(event: ShortcutKeys, apple: boolean): boolean {
  return (
    String(event.key).toLowerCase() === "k" &&
    (apple ? event.metaKey : event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/**
 * The search fields the shortcut focuses before the app runs, in document order: the navbar box's
 * and the search page's own (both GET forms of the search landmark, their query named `q` as
 * SPEC.md section 9 has it). The first that takes focus gets it: a hidden one takes none.
 */
export const SEARCH_FIELDS_SELECTOR = '[role="search"] [name="q"]';

/**
 * The name of the global holding the app's way of opening search. The head script (lib/head-script.ts)
 * owns the shortcut's one listener from the first paint: it calls this function once the app has
 * set it, and until then focuses a search field itself, so no key is lost while the app starts.
 */
export const SEARCH_OPENER_GLOBAL = "__tidewireOpenSearch";

type WithSearchOpener = { [SEARCH_OPENER_GLOBAL]?: (() => void) | null };

/**
 * Makes `open` what the search shortcut does from now on (there is one search box, in the site's
 * layout); returns the function that undoes it, for an effect's cleanup, after which the head
 * script focuses a field again.
 */
export function handleSearchShortcut(open: () => void, win: Window = window): () => void {
  const holder = win as unknown as WithSearchOpener;
  holder[SEARCH_OPENER_GLOBAL] = open;
  return () => (holder[SEARCH_OPENER_GLOBAL] = null);
}
