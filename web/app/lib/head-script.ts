import { COLOR_MODE_STORAGE_KEY } from "./color-mode.ts";

/** localStorage key holding the id of the announcement bar the reader closed. */
export const ANNOUNCEMENT_STORAGE_KEY = "tidewire.announcementDismissed";

/**
 * The inline script that runs in <head> before first paint: applies the stored colour mode
 * (`data-theme` light|dark, `data-theme-choice` light|dark|system) and hides an announcement bar
 * the reader already closed (`data-announcement-dismissed`), so neither flashes nor shifts layout.
 * Its text depends only on the settings, so a Content-Security-Policy hash of it is stable per build.
 */
export function headScript(colorMode: { defaultMode: "light" | "dark"; respectPrefersColorScheme: boolean }, announcementId: string | null): string {
  return `(function(){var d=document.documentElement;try{var s=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}),r=${colorMode.respectPrefersColorScheme},m=s==="light"||s==="dark"?s:s==="system"&&r?"system":${JSON.stringify(colorMode.defaultMode)};d.dataset.themeChoice=m;d.dataset.theme=m==="system"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):m;${
    announcementId ? `if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.dataset.announcementDismissed="true";` : ""
  }}catch(e){}})();`;
}
