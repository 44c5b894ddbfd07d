import { SAMPLE_LANGUAGE_STORAGE_KEY, SAMPLE_LANGUAGES, SELECTED_SAMPLE_LANGUAGE_DATASET_KEY } from "../api-reference/sample-languages.ts";
import { COLOR_MODE_STORAGE_KEY } from "./color-mode.ts";

/** localStorage key holding the id of the announcement bar the reader closed. */
export const ANNOUNCEMENT_STORAGE_KEY = "tidewire.announcementDismissed";

/**
 * The inline script that runs in <head> before first paint, so nothing flashes or shifts layout:
 * - marks the document `js` (class), which the stylesheet reads to show every tab panel, sample
 *   and schema level at once when scripts do not run, and the interactive versions when they do;
 * - applies the stored colour mode (`data-theme` light|dark, `data-theme-choice` light|dark|system);
 * - selects the stored request-sample language (`data-selected-sample-language`, default the first);
 * - hides an announcement bar the reader already closed (`data-announcement-dismissed`).
 * Its text depends only on the settings, so a Content-Security-Policy hash of it is stable per build.
 */
export function headScript(colorMode: { defaultMode: "light" | "dark"; respectPrefersColorScheme: boolean }, announcementId: string | null): string {
  const sampleLanguages = SAMPLE_LANGUAGES.map((language) => language.id);
  return `(function(){var d=document.documentElement;d.classList.add("js");d.dataset.${SELECTED_SAMPLE_LANGUAGE_DATASET_KEY}=${JSON.stringify(sampleLanguages[0])};try{var s=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}),r=${colorMode.respectPrefersColorScheme},m=s==="light"||s==="dark"?s:s==="system"&&r?"system":${JSON.stringify(colorMode.defaultMode)};d.dataset.themeChoice=m;d.dataset.theme=m==="system"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):m;var l=localStorage.getItem(${JSON.stringify(SAMPLE_LANGUAGE_STORAGE_KEY)});if(${JSON.stringify(sampleLanguages)}.indexOf(l)>=0)d.dataset.${SELECTED_SAMPLE_LANGUAGE_DATASET_KEY}=l;${
    announcementId ? `if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.dataset.announcementDismissed="true";` : ""
  }}catch(e){}})();`;
}
