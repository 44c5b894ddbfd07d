/**
 * Colour mode rules (SPEC.md section 4): light, dark or system. The toggle cycles
 * light -> dark -> system when the system preference is respected, else flips dark <-> light.
 */

export type ColorModeChoice = "light" | "dark" | "system";
export type ResolvedColorMode = "light" | "dark";

/** localStorage key of the reader's choice. */
export const COLOR_MODE_STORAGE_KEY = "tidewire.colorMode";

/** The choice after one press of the toggle. */
export function nextColorMode(current: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === "dark" ? "light" : "dark";
  return current === "light" ? "dark" : current === "dark" ? "system" : "light";
}

/**
 * Reads a stored choice; anything unknown (or `system` when the site does not offer it) falls
 * back to the site default.
 */
export function parseStoredColorMode(
  stored: string | null,
  defaultMode: ResolvedColorMode,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (stored === "light" || stored === "dark") return stored;
  if (stored === "system" && respectPrefersColorScheme) return "system";
  return defaultMode;
}

/** The mode to paint: a concrete choice as is, `system` from the device preference. */
export const resolveColorMode = (choice: ColorModeChoice, prefersDark: boolean): ResolvedColorMode =>
  choice === "system" ? (prefersDark ? "dark" : "light") : choice;
