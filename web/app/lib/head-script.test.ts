import { describe, expect, it } from "vitest";
import { SEARCH_FIELDS_SELECTOR, SEARCH_OPENER_GLOBAL } from "../search/search-shortcut.ts";
import { ANNOUNCEMENT_STORAGE_KEY, headScript, type HeadScriptOptions } from "./head-script.ts";

/** A stand-in element: what the head script reads of an event's target (`closest`). */
class FakeElement {
  readonly matches: string[];
  readonly attributes: Record<string, string>;
  constructor(matches: string[], attributes: Record<string, string> = {}) {
    this.matches = matches;
    this.attributes = attributes;
  }
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
  closest(selector: string): FakeElement | null {
    return selector.split(",").some((part) => this.matches.includes(part.trim())) ? this : null;
  }
}

/**
 * Runs the head script against stand-ins of the browser globals it uses: an `<html>` element,
 * localStorage, `matchMedia`, document and window listeners, animation frames and Paint Timing.
 * Returns the element's classes and data, the stored entries, and ways to act as the browser would.
 */
function runHeadScript(
  options: HeadScriptOptions,
  stored: Record<string, string>,
  { prefersDark = false, storageThrows = false, searchFields = [] as FakeField[], platform = "Linux x86_64" } = {},
) {
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  // Listeners by where they listen: the window's capture phase, the window's bubble phase, or the document.
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const listen =
    (where: string) =>
    (type: string, listener: (event: unknown) => void, capture?: boolean | AddEventListenerOptions) => {
      const phase =
        where === "window" && (capture === true || (typeof capture === "object" && capture.capture))
          ? "window capture"
          : where;
      listeners.set(`${phase} ${type}`, [...(listeners.get(`${phase} ${type}`) ?? []), listener]);
    };
  const fire = (where: string, type: string, event: unknown = {}) =>
    (listeners.get(`${where} ${type}`) ?? []).forEach((listener) => listener(event));
  const frames: (() => void)[] = [];
  let paintObserver:
    | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void)
    | null = null;
  const started: string[] = [];
  const parsedElements = new Map<string, { shown: boolean; matches: () => boolean; showPopover: () => void }>();
  const document = {
    documentElement: { classList: { add: (name: string) => classes.add(name) }, dataset },
    readyState: "loading",
    visibilityState: "visible",
    activeElement: null as FakeField | null,
    addEventListener: listen("document"),
    querySelector: () => null,
    getElementById: (id: string) => parsedElements.get(id) ?? null,
    querySelectorAll: (selector: string) => {
      if (selector === SEARCH_FIELDS_SELECTOR) {
        for (const field of searchFields) field.document = document;
        return searchFields;
      }
      started.push("module scripts");
      return [];
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error("SecurityError");
      stored[key] = value;
    },
  };
  const matchMedia = () => ({ matches: prefersDark, addEventListener: () => undefined });
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window: Record<string, unknown> = {};
  const globals = {
    document,
    localStorage,
    matchMedia,
    window,
    navigator: { platform, userAgent: "" },
    addEventListener: listen("window"),
    Element: FakeElement,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  new Function(...Object.keys(globals), headScript(options))(...Object.values(globals));
  return {
    classes,
    dataset,
    stored,
    window,
    started,
    /**
     * A tap as the page's first listener sees it: React stops a click on content it has not
     * hydrated yet at the document, so only the window's capture phase is sure to see every one.
     */
    click: (target: FakeElement) => fire("window capture", "click", { type: "click", target }),
    change: (target: FakeElement) => fire("window capture", "change", { type: "change", target }),
    otherTab: () => fire("window", "storage"),
    /** A keydown reaching the window's bubble phase; returns whether it was taken (preventDefault). */
    keydown: (keys: Partial<KeyboardEvent>) => {
      const event = {
        key: "k",
        metaKey: false,
        ctrlKey: false,
        altKey: false,
        shiftKey: false,
        ...keys,
        defaultPrevented: false,
        preventDefault: () => (event.defaultPrevented = true),
      };
      fire("window", "keydown", event);
      return event.defaultPrevented;
    },
    parsed: () => fire("document", "DOMContentLoaded"),
    /** Makes a popover with `id` part of the document, as the parser does; returns whether it is shown. */
    parsePopover: (id: string) => {
      const popover = { shown: false, matches: () => popover.shown, showPopover: () => (popover.shown = true) };
      parsedElements.set(id, popover);
      return popover;
    },
    paint: () =>
      paintObserver?.(
        { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) },
        { disconnect() {} },
      ),
    frame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

/** A stand-in text field: focus takes unless it is hidden; `selected` once its text is selected. */
class FakeField {
  document: { activeElement: FakeField | null } | null = null;
  selected = false;
  readonly hidden: boolean;
  constructor(hidden = false) {
    this.hidden = hidden;
  }
  focus() {
    if (!this.hidden && this.document) this.document.activeElement = this;
  }
  select() {
    this.selected = true;
  }
}

const options: HeadScriptOptions = {
  colorMode: { defaultMode: "light", respectPrefersColorScheme: true },
  announcementId: null,
  queuedControls: ".tabs__tab, .code-block__copy",
};
const toggle = new FakeElement(["[data-color-mode-toggle]"]);
const close = new FakeElement(["[data-announcement-close]"]);

describe("head script", () => {
  it("marks the document as running scripts and applies the defaults", () => {
    const { classes, dataset } = runHeadScript(options, {});
    expect(classes.has("js")).toBe(true);
    expect(dataset).toMatchObject({ theme: "light", themeChoice: "light", selectedSampleLanguage: "curl" });
  });

  it("applies the stored colour mode, sample language and announcement dismissal", () => {
    const stored = {
      "tidewire.colorMode": "system",
      "tidewire.sampleLanguage": "python",
      [ANNOUNCEMENT_STORAGE_KEY]: "launch-2025",
    };
    expect(runHeadScript({ ...options, announcementId: "launch-2025" }, stored, { prefersDark: true }).dataset).toEqual(
      {
        theme: "dark",
        themeChoice: "system",
        selectedSampleLanguage: "python",
        announcementDismissed: "true",
      },
    );
  });

  it("ignores an unknown sample language and a dismissal of an older announcement", () => {
    const { dataset } = runHeadScript(
      { ...options, announcementId: "launch-2025" },
      { "tidewire.sampleLanguage": "cobol", [ANNOUNCEMENT_STORAGE_KEY]: "older-bar" },
    );
    expect(dataset.selectedSampleLanguage).toBe("curl");
    expect(dataset.announcementDismissed).toBeUndefined();
  });

  it("cycles the colour mode light, dark, system on each tap of the toggle, storing the choice (SPEC.md section 4)", () => {
    const page = runHeadScript(options, {}, { prefersDark: true });
    page.click(toggle);
    expect([page.dataset.themeChoice, page.dataset.theme, page.stored["tidewire.colorMode"]]).toEqual([
      "dark",
      "dark",
      "dark",
    ]);
    page.click(toggle);
    expect([page.dataset.themeChoice, page.dataset.theme]).toEqual(["system", "dark"]);
    page.click(toggle);
    expect([page.dataset.themeChoice, page.dataset.theme]).toEqual(["light", "light"]);
  });

  it("flips dark and light when the system preference is not offered", () => {
    const page = runHeadScript(
      { ...options, colorMode: { defaultMode: "light", respectPrefersColorScheme: false } },
      {},
    );
    page.click(toggle);
    page.click(toggle);
    expect(page.dataset.themeChoice).toBe("light");
    page.click(toggle);
    expect(page.dataset.themeChoice).toBe("dark");
  });

  it("closes the announcement for good and follows a choice made in another tab", () => {
    const page = runHeadScript({ ...options, announcementId: "launch-2025" }, {});
    page.click(close);
    expect(page.dataset.announcementDismissed).toBe("true");
    expect(page.stored[ANNOUNCEMENT_STORAGE_KEY]).toBe("launch-2025");
    page.stored["tidewire.colorMode"] = "dark";
    page.otherTab();
    expect(page.dataset.theme).toBe("dark");
  });

  it("keeps taps and changes on the controls of build-time content until the behaviours take them, and nothing else", () => {
    const page = runHeadScript(options, {});
    const tab = new FakeElement([".tabs__tab"]);
    page.click(tab);
    page.change(tab);
    page.click(new FakeElement(["a"]));
    const early = page.window.__tidewireEarlyEvents as { type: string; target: unknown }[];
    expect(early).toEqual([
      { type: "click", target: tab },
      { type: "change", target: tab },
    ]);
    page.window.__tidewireEarlyEvents = null;
    page.click(tab);
    expect(early).toHaveLength(2);
  });

  it("opens a drawer tapped open before the browser has parsed it, once the document is parsed", () => {
    const page = runHeadScript(options, {});
    page.click(new FakeElement(["[popovertarget]"], { popovertarget: "docs-sidebar" }));
    const drawer = page.parsePopover("docs-sidebar");
    expect(drawer.shown).toBe(false);
    page.parsed();
    expect(drawer.shown).toBe(true);
  });

  it("leaves a popover already in the document to the browser's own popovertarget", () => {
    const page = runHeadScript(options, {});
    const menu = page.parsePopover("site-menu");
    page.click(new FakeElement(["[popovertarget]"], { popovertarget: "site-menu" }));
    page.parsed();
    expect(menu.shown).toBe(false);
  });

  it("starts the page's modules only once the first contentful paint is reported, two frames have begun and the document is parsed", () => {
    const page = runHeadScript(options, {});
    page.paint();
    page.frame();
    expect(page.started).toEqual([]);
    page.frame();
    expect(page.started).toEqual([]);
    page.parsed();
    expect(page.started).toEqual(["module scripts"]);
  });

  it("focuses and selects the first search field that takes focus on mod+k (Ctrl+K here, Cmd+K on a Mac), taking the key", () => {
    const hiddenBox = new FakeField(true);
    const pageField = new FakeField();
    const page = runHeadScript(options, {}, { searchFields: [hiddenBox, pageField] });
    expect(page.keydown({ key: "k", metaKey: true })).toBe(false);
    expect(pageField.selected).toBe(false);
    expect(page.keydown({ key: "k", ctrlKey: true })).toBe(true);
    expect([pageField.document?.activeElement, pageField.selected, hiddenBox.selected]).toEqual([
      pageField,
      true,
      false,
    ]);
    const macBox = new FakeField();
    const mac = runHeadScript(options, {}, { searchFields: [macBox], platform: "MacIntel" });
    expect(mac.keydown({ key: "k", metaKey: true })).toBe(true);
    expect(macBox.selected).toBe(true);
  });

  it("opens search the app's way once the app has said how, and leaves the key to the browser where no field shows (a phone's box)", () => {
    const box = new FakeField();
    const page = runHeadScript(options, {}, { searchFields: [box] });
    let opened = 0;
    page.window[SEARCH_OPENER_GLOBAL] = () => opened++;
    expect(page.keydown({ ctrlKey: true })).toBe(true);
    expect([opened, box.selected]).toEqual([1, false]);
    const hidden = new FakeField(true);
    const phone = runHeadScript(options, {}, { searchFields: [hidden] });
    expect(phone.keydown({ ctrlKey: true })).toBe(false);
    expect(hidden.selected).toBe(false);
  });

  it("still marks the document when storage throws (blocked cookies), and a tap on the toggle throws nothing", () => {
    const page = runHeadScript(options, {}, { storageThrows: true });
    expect(page.classes.has("js")).toBe(true);
    expect(() => page.click(toggle)).not.toThrow();
  });
});
