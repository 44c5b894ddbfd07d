import { useId } from "react";
import { SAMPLE_LANGUAGES } from "../../api-reference/sample-languages.ts";
import type { HighlightedSample } from "../../content/api-reference.server.ts";
import { CodeBlock } from "../code-block.tsx";

/**
 * Request samples in every language with one picker for the whole site, rendered at build time.
 * Which sample shows is decided by the stylesheet from the `<html>` attribute the head script sets
 * from localStorage before first paint (no flash of the wrong language); the picker changes it
 * (behaviours/sample-language.ts). Without script every sample shows, under its title.
 */
export function CodeSamplesPanel({ samples }: { samples: HighlightedSample[] }) {
  const id = useId();
  if (!samples.length) return null;
  return (
    <section className="code-samples" aria-labelledby={`${id}-title`}>
      <div className="code-samples__header">
        <h2 id={`${id}-title`} className="code-samples__title">
          Request
        </h2>
        <select className="code-samples__picker" aria-label="Sample language" data-sample-language-picker="" defaultValue={samples[0].id}>
          {SAMPLE_LANGUAGES.filter((language) => samples.some((sample) => sample.id === language.id)).map((language) => (
            <option key={language.id} value={language.id}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      {samples.map((sample) => (
        <div key={sample.id} className="code-samples__sample" data-sample-language={sample.id}>
          <CodeBlock html={sample.html} language={sample.language} title={sample.label} />
        </div>
      ))}
    </section>
  );
}
