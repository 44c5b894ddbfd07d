import siteConfig from "virtual:site-config";
import { useColorMode } from "../hooks/use-color-mode.ts";
import { nextColorMode } from "../lib/color-mode.ts";
import { MoonIcon, SunIcon, SystemIcon } from "./icons.tsx";

const LABEL = { light: "light mode", dark: "dark mode", system: "system mode" } as const;

/** The colour mode switch (SPEC.md section 4); hidden when the settings disable it. */
export function ColorModeToggle() {
  const { choice, cycle } = useColorMode();
  const { disableSwitch, respectPrefersColorScheme } = siteConfig.settings.colorMode;
  if (disableSwitch) return null;
  const next = nextColorMode(choice, respectPrefersColorScheme);
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      onClick={cycle}
      aria-label={`Switch between dark and light mode (currently ${LABEL[choice]})`}
      title={`Currently ${LABEL[choice]}; switch to ${LABEL[next]}`}
      data-choice={choice}
    >
      {choice === "light" ? <SunIcon /> : choice === "dark" ? <MoonIcon /> : <SystemIcon />}
    </button>
  );
}
