import siteConfig from "virtual:site-config";
import { useEffect, useSyncExternalStore } from "react";
import { COLOR_MODE_STORAGE_KEY, nextColorMode, parseStoredColorMode, resolveColorMode, type ColorModeChoice } from "../lib/color-mode.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalStorageValue } from "./use-local-storage-value.ts";

const darkQuery = "(prefers-color-scheme: dark)";

function subscribePrefersDark(listener: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/**
 * The reader's colour mode choice (light, dark or system) and a `cycle` function for the toggle.
 * The choice lives in localStorage, so it persists and syncs across tabs; the painted mode is
 * written to `<html data-theme>`, which the CSS reads. Before hydration it reports the default.
 */
export function useColorMode(): { choice: ColorModeChoice; resolved: "light" | "dark"; cycle: () => void; hydrated: boolean } {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.settings.colorMode;
  const [stored, setStored] = useLocalStorageValue(COLOR_MODE_STORAGE_KEY);
  const hydrated = useHydrated();
  const prefersDark = useSyncExternalStore(subscribePrefersDark, () => window.matchMedia(darkQuery).matches, () => false);
  const choice = parseStoredColorMode(stored, defaultMode, respectPrefersColorScheme);
  const resolved = resolveColorMode(choice, prefersDark);

  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.theme = resolved;
    document.documentElement.dataset.themeChoice = choice;
  }, [hydrated, resolved, choice]);

  return { choice, resolved, hydrated, cycle: () => setStored(nextColorMode(choice, respectPrefersColorScheme)) };
}
