import { listenOnPage, type Behaviour } from "../../../lib/behaviour.ts";
import {
  SAMPLE_LANGUAGE_STORAGE_KEY,
  SAMPLE_LANGUAGES,
  SELECTED_SAMPLE_LANGUAGE_DATASET_KEY,
} from "../../../api-reference/sample-languages.ts";

const PICKER = "select[data-sample-language-picker]";
const isSampleLanguage = (value: string | null): value is string =>
  SAMPLE_LANGUAGES.some((language) => language.id === value);

/** Shows `language`'s samples on the whole page (a stylesheet rule keyed on `<html>`) and sets every picker to it. */
function showLanguage(doc: Document, language: string): void {
  doc.documentElement.dataset[SELECTED_SAMPLE_LANGUAGE_DATASET_KEY] = language;
  for (const picker of doc.querySelectorAll<HTMLSelectElement>(PICKER)) picker.value = language;
}

/**
 * One request-sample language for the whole site (components/api/code-samples-panel.tsx): a
 * picker's choice is stored in localStorage and shown on every panel of the page at once; a
 * choice made in another tab arrives through the `storage` event. Delegated from `doc`'s window
 * (`listenOnPage`). Returns a function that removes the handlers.
 */
export function installSampleLanguage(doc: Document): () => void {
  const onChange = (event: Event) => {
    const picker = event.target;
    if (!(picker instanceof HTMLSelectElement) || !picker.matches(PICKER) || !isSampleLanguage(picker.value)) return;
    try {
      localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, picker.value);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page view only.
    }
    showLanguage(doc, picker.value);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAMPLE_LANGUAGE_STORAGE_KEY && isSampleLanguage(event.newValue))
      showLanguage(doc, event.newValue);
  };
  const stopListening = listenOnPage(doc, "change", onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    stopListening();
    window.removeEventListener("storage", onStorage);
  };
}

/** Sets the pickers in newly shown content to the language the page shows. */
export function enhanceSampleLanguage(root: Element): void {
  const language = root.ownerDocument.documentElement.dataset[SELECTED_SAMPLE_LANGUAGE_DATASET_KEY];
  if (!isSampleLanguage(language ?? null)) return;
  for (const picker of root.querySelectorAll<HTMLSelectElement>(PICKER)) picker.value = language!;
}

export const sampleLanguageBehaviour: Behaviour = {
  controls: PICKER,
  install: installSampleLanguage,
  enhance: enhanceSampleLanguage,
};
