import siteConfig from "virtual:site-config";
import type { ColorModeChoice } from "../lib/color-mode.ts";
import { HEAD_SCRIPT_HOOKS } from "../lib/head-script-hooks.ts";
import { MoonIcon, SunIcon, SystemIcon } from "./icons.tsx";

const LABEL = { light: "light mode", dark: "dark mode", system: "system mode" } as const;
const ICON = { light: SunIcon, dark: MoonIcon, system: SystemIcon } as const;

/**
 * The colour mode switch (SPEC.md section 4); none when the settings disable it. The head script
 * handles its taps from the first paint on (lib/head-script.ts), so it is plain markup: one icon and
 * one accessible name per mode, and the stylesheet shows the ones of the mode in `<html
 * data-theme-choice>`. Without scripts there is no stored choice to switch, and it is hidden.
 */
export function ColorModeToggle() {
  const { disableSwitch, respectPrefersColorScheme } = siteConfig.settings.colorMode;
  if (disableSwitch) return null;
  const choices: ColorModeChoice[] = respectPrefersColorScheme ? ["light", "dark", "system"] : ["light", "dark"];
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      {...{ [HEAD_SCRIPT_HOOKS.colorModeToggle]: "" }}
    >
      {choices.map((choice) => {
        const Icon = ICON[choice];
        return (
          <span key={choice} className="color-mode-toggle__state" data-choice={choice}>
            <Icon />
            <span className="visually-hidden">Switch between dark and light mode (currently {LABEL[choice]})</span>
          </span>
        );
      })}
    </button>
  );
}
