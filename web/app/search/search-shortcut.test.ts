import { describe, expect, it } from "vitest";
import {
  handleSearchShortcut,
  isApplePlatform,
  isSearchShortcut,
  SEARCH_OPENER_GLOBAL,
  type ShortcutKeys,
} from "./search-shortcut.ts";

const keys = (key: string | undefined, held: Partial<ShortcutKeys> = {}): ShortcutKeys => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
});

describe("search shortcut", () => {
  it("is Command+K on Apple platforms and Control+K elsewhere", () => {
    expect(isSearchShortcut(keys("k", { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(keys("k", { ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(keys("k", { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(keys("k", { metaKey: true }), false)).toBe(false);
  });

  it("holds with Caps Lock on, and not with Alt or Shift, another key, or no key at all (autofill)", () => {
    expect(isSearchShortcut(keys("K", { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(keys("k", { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(keys("k", { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isSearchShortcut(keys("j", { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(keys(undefined, { ctrlKey: true }), false)).toBe(false);
  });

  it("knows Apple's platforms by navigator.platform or the user agent", () => {
    expect(["MacIntel", "iPhone", "iPad", "Linux x86_64", "Win32"].map(isApplePlatform)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("hands the shortcut to the opener the app sets, until the app undoes it", () => {
    const win = {} as Record<string, unknown>;
    const open = () => {};
    const undo = handleSearchShortcut(open, win as unknown as Window);
    expect(win[SEARCH_OPENER_GLOBAL]).toBe(open);
    undo();
    expect(win[SEARCH_OPENER_GLOBAL]).toBeNull();
  });
});
