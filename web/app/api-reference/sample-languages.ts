/** The request sample languages, in picker order; a module of its own so the picker does not ship the generators. */
export const SAMPLE_LANGUAGES = [
  { id: "curl", label: "cURL", language: "bash" },
  { id: "javascript", label: "JavaScript", language: "javascript" },
  { id: "python", label: "Python", language: "python" },
  { id: "java", label: "Java", language: "java" },
  { id: "go", label: "Go", language: "go" },
  { id: "php", label: "PHP", language: "php" },
  { id: "csharp", label: "C#", language: "csharp" },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]["id"];

/** localStorage key of the reader's sample language; shared by every operation page and tab. */
export const SAMPLE_LANGUAGE_STORAGE_KEY = "tidewire.sampleLanguage";

/**
 * The `<html>` data attribute naming the sample language to show (`data-selected-sample-language`),
 * set before first paint by the head script (lib/head-script.ts) and on every change; the
 * stylesheet shows the samples whose `data-sample-language` matches it.
 */
export const SELECTED_SAMPLE_LANGUAGE_DATASET_KEY = "selectedSampleLanguage";
