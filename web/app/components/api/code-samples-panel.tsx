import { useId } from "react";
import { SAMPLE_LANGUAGES, type SampleLanguage } from "../../api-reference/sample-languages.ts";
import type { HighlightedSample } from "../../content/api-reference.server.ts";
import { useLocalStorageValue } from "../../hooks/use-local-storage-value.ts";
import { CodeBlock } from "../code-block.tsx";

/** localStorage key of the reader's sample language; shared by every operation page and tab. */
export const SAMPLE_LANGUAGE_STORAGE_KEY = "tidewire.sampleLanguage";

/**
 * Request samples with one language picker for the whole site: the choice is stored in
 * localStorage, so it persists across pages, reloads and tabs. Every language is prerendered
 * (highlighted at build time); the picker only shows one.
 */
export function CodeSamplesPanel({ samples }: { samples: HighlightedSample[] }) {
  const [stored, setStored] = useLocalStorageValue(SAMPLE_LANGUAGE_STORAGE_KEY);
  const id = useId();
  if (!samples.length) return null;
  const selected: SampleLanguage = samples.some((sample) => sample.id === stored) ? (stored as SampleLanguage) : samples[0].id;
  return (
    <section className="code-samples" aria-labelledby={`${id}-title`}>
      <div className="code-samples__header">
        <h2 id={`${id}-title`} className="code-samples__title">
          Request
        </h2>
        <label className="code-samples__picker">
          <span className="visually-hidden">Sample language</span>
          <select value={selected} onChange={(event) => setStored(event.target.value)} aria-label="Sample language">
            {SAMPLE_LANGUAGES.filter((language) => samples.some((sample) => sample.id === language.id)).map((language) => (
              <option key={language.id} value={language.id}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {samples.map((sample) => (
        <div key={sample.id} hidden={sample.id !== selected} data-sample-language={sample.id}>
          <CodeBlock html={sample.html} language={sample.language} title={sample.label} />
        </div>
      ))}
    </section>
  );
}
