import {
  SAMPLE_LANGUAGE_STORAGE_KEY,
  SAMPLE_LANGUAGES,
  SELECTED_SAMPLE_LANGUAGE_DATASET_KEY,
} from "../api-reference/sample-languages.ts";
import {
  COLOR_MODE_STORAGE_KEY,
  nextColorMode,
  parseStoredColorMode,
  resolveColorMode,
  type ColorModeChoice,
  type ResolvedColorMode,
} from "./color-mode.ts";
import {
  isApplePlatform,
  isSearchShortcut,
  SEARCH_FIELDS_SELECTOR,
  SEARCH_OPENER_GLOBAL,
} from "../search/search-shortcut.ts";
import { EARLY_EVENTS_GLOBAL } from "./early-events.ts";
import { HEAD_SCRIPT_HOOKS } from "./head-script-hooks.ts";

/** localStorage key holding the id of the announcement bar the reader closed. */
export const ANNOUNCEMENT_STORAGE_KEY = "tidewire.announcementDismissed";

/** What the head script is made from; all of it is fixed per build, so its CSP hash is too. */
export interface HeadScriptOptions {
  colorMode: { defaultMode: ResolvedColorMode; respectPrefersColorScheme: boolean };
  /** The id of the enabled announcement bar, or null. */
  announcementId: string | null;
  /** CSS selector of the controls whose handlers arrive with the behaviours script: a tap on one before that is kept and replayed (lib/early-events.ts). */
  queuedControls: string;
}

/** Names and values the page function reads, from the modules that own them. */
const pageSettings = () => ({
  colorModeKey: COLOR_MODE_STORAGE_KEY,
  announcementKey: ANNOUNCEMENT_STORAGE_KEY,
  sampleLanguageKey: SAMPLE_LANGUAGE_STORAGE_KEY,
  sampleLanguageData: SELECTED_SAMPLE_LANGUAGE_DATASET_KEY,
  sampleLanguages: SAMPLE_LANGUAGES.map((language) => language.id),
  earlyEvents: EARLY_EVENTS_GLOBAL,
  searchOpener: SEARCH_OPENER_GLOBAL,
  searchFields: SEARCH_FIELDS_SELECTOR,
  hooks: HEAD_SCRIPT_HOOKS,
});

/**
 * The rules the page function shares with the app, passed to it as source text (they use nothing
 * else): the colour mode's (lib/color-mode.ts) and the search shortcut's (search/search-shortcut.ts).
 */
interface InlinedRules {
  next: typeof nextColorMode;
  parse: typeof parseStoredColorMode;
  resolve: typeof resolveColorMode;
  applePlatform: typeof isApplePlatform;
  searchShortcut: typeof isSearchShortcut;
}

/**
 * Runs in `<head>` before first paint (its source text is inlined by `headScript`: it may use only
 * its arguments and the browser's globals):
 * - marks the document `js`, which the stylesheet reads to show the interactive version of tabs,
 *   samples, schema levels and the controls only a script can run, and everything at once without;
 * - applies the stored colour mode (`data-theme` light|dark, `data-theme-choice` light|dark|system),
 *   the stored request-sample language, and an announcement bar the reader already closed;
 * - handles the colour mode toggle and the announcement's close button (SPEC.md section 4) from the
 *   first paint on, keeps both in step with other tabs (the `storage` event) and the device's
 *   preference, opens a popover tapped open before the browser parsed it (a drawer further down a
 *   long page still arriving), and keeps taps on the controls of build-time content until their
 *   handlers arrive;
 * - hears the search shortcut: it opens search the app's way once the app has said how
 *   (search/search-shortcut.ts), and until then focuses the first search field on screen (the
 *   navbar box, or the search page's own where that hides the box);
 * - starts the app once the page is painted: the module scripts and preloads held by
 *   lib/hold-module-scripts.ts run after the first contentful paint is reported (Paint Timing), two
 *   frames have begun (the second `requestAnimationFrame` follows the paint of everything parsed
 *   before) and the document is parsed. Where Paint Timing is missing, or the page is hidden (a background tab paints nothing),
 *   the frames alone decide, so a background tab starts when shown.
 * Storage errors (blocked cookies) leave the defaults; nothing throws.
 */
function pageScript(options: HeadScriptOptions, settings: ReturnType<typeof pageSettings>, rules: InlinedRules): void {
  const root = document.documentElement;
  const data = root.dataset;
  root.classList.add("js");
  const read = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  };
  const dark = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  const applyColorMode = (): ColorModeChoice => {
    const choice = rules.parse(
      read(settings.colorModeKey),
      options.colorMode.defaultMode,
      options.colorMode.respectPrefersColorScheme,
    );
    data.themeChoice = choice;
    data.theme = rules.resolve(choice, Boolean(dark && dark.matches));
    return choice;
  };
  const applyAnnouncement = (): void => {
    if (!options.announcementId) return;
    if (read(settings.announcementKey) === options.announcementId) data.announcementDismissed = "true";
    else delete data.announcementDismissed;
  };
  applyColorMode();
  applyAnnouncement();
  const language = read(settings.sampleLanguageKey);
  data[settings.sampleLanguageData] =
    language !== null && (settings.sampleLanguages as string[]).indexOf(language) >= 0
      ? language
      : settings.sampleLanguages[0];

  addEventListener("storage", () => {
    applyColorMode();
    applyAnnouncement();
  });
  if (dark && dark.addEventListener) dark.addEventListener("change", applyColorMode);

  // A drawer or menu the browser has not parsed yet when its button is tapped (a long page arrives
  // in pieces) opens once the document is parsed.
  let pendingPopover: string | null = null;
  const win = window as unknown as Record<string, unknown>;
  const early: { type: string; target: Element }[] = [];
  win[settings.earlyEvents] = early;
  const onEvent = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === "click" && target.closest(`[${settings.hooks.colorModeToggle}]`)) {
      write(settings.colorModeKey, rules.next(applyColorMode(), options.colorMode.respectPrefersColorScheme));
      applyColorMode();
    } else if (
      event.type === "click" &&
      options.announcementId &&
      target.closest(`[${settings.hooks.announcementClose}]`)
    ) {
      write(settings.announcementKey, options.announcementId);
      applyAnnouncement();
      // The bar goes with the button that had focus: focus moves on to the next control, the Main
      // navigation's first link, not back to <body> (WCAG 2.2, 2.4.3 Focus Order).
      document.querySelector<HTMLElement>('nav[aria-label="Main"] a')?.focus({ preventScroll: true });
    } else if (event.type === "click" && target.closest("[popovertarget]")) {
      const id = target.closest("[popovertarget]")!.getAttribute("popovertarget");
      if (id && !document.getElementById(id)) pendingPopover = id;
    } else if (win[settings.earlyEvents] && target.closest(options.queuedControls)) {
      early.push({ type: event.type, target });
    }
  };
  // From the window in the capture phase, where every event of the page starts (DOM Standard,
  // "dispatching events"): React stops a click on content it has not hydrated yet at the document,
  // so a listener there would lose a tap made while the page hydrates (lib/behaviour.ts).
  addEventListener("click", onEvent, true);
  addEventListener("change", onEvent, true);

  // One listener for the shortcut from the first paint on, so a reader pressing mod+k and typing on
  // at once loses no key, however far the app has got.
  addEventListener("keydown", (event: KeyboardEvent) => {
    if (!rules.searchShortcut(event, rules.applePlatform(navigator.platform || navigator.userAgent))) return;
    const open = win[settings.searchOpener];
    if (typeof open === "function") {
      event.preventDefault();
      open();
      return;
    }
    // The navbar's box is hidden on a phone until its button is tapped, and on the search page,
    // where the page's own field stands in for it.
    for (const field of document.querySelectorAll<HTMLInputElement>(settings.searchFields)) {
      field.focus({ preventScroll: true });
      if (document.activeElement === field) {
        event.preventDefault();
        field.select();
        return;
      }
    }
  });

  let painted = false;
  let framed = false;
  let parsed = document.readyState !== "loading";
  let started = false;
  const start = (): void => {
    if (started || !painted || !framed || !parsed) return;
    started = true;
    // A script element made anew runs when inserted (the held one never ran). The modules are
    // independent; in document order the small behaviours script comes first, so its request is
    // issued before the app's (and before its preloads), and controls in the content work soonest.
    for (const held of document.querySelectorAll(`script[${settings.hooks.heldModule}]`)) {
      const script = document.createElement("script");
      for (const attribute of held.attributes) {
        if (attribute.name === settings.hooks.heldModuleSrc) script.src = attribute.value;
        else if (attribute.name !== settings.hooks.heldModule) script.setAttribute(attribute.name, attribute.value);
      }
      script.type = "module";
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
    const preloads = document.querySelector<HTMLTemplateElement>(`template[${settings.hooks.heldPreloads}]`);
    if (preloads) {
      document.head.append(preloads.content);
      preloads.remove();
    }
  };
  const paintReported = (): void => {
    painted = true;
    start();
  };
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      framed = true;
      start();
    }),
  );
  document.addEventListener("DOMContentLoaded", () => {
    parsed = true;
    const popover = pendingPopover ? document.getElementById(pendingPopover) : null;
    if (popover && popover.showPopover && !popover.matches(":popover-open")) popover.showPopover();
    start();
  });
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && paintReported());
  const paintTiming =
    typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  if (document.visibilityState === "hidden" || !paintTiming) paintReported();
  else
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      paintReported();
    }).observe({ type: "paint", buffered: true });
}

/**
 * The inline script of every page's `<head>` (`pageScript`), with the colour mode rules of
 * lib/color-mode.ts and the search shortcut's inlined, so the toggle and the shortcut follow the
 * same rules before and after hydration. Its text depends only on `options`, so a
 * Content-Security-Policy hash of it is stable per build.
 */
export function headScript(options: HeadScriptOptions): string {
  const inlined: Record<keyof InlinedRules, (...args: never[]) => unknown> = {
    next: nextColorMode,
    parse: parseStoredColorMode,
    resolve: resolveColorMode,
    applePlatform: isApplePlatform,
    searchShortcut: isSearchShortcut,
  };
  const rules = `{${Object.entries(inlined)
    .map(([name, rule]) => `${name}:${rule.toString()}`)
    .join(",")}}`;
  return `(${pageScript.toString()})(${JSON.stringify(options)},${JSON.stringify(pageSettings())},${rules});`;
}
