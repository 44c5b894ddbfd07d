import { exampleLabel } from "../../../api-reference/example-choices.ts";
import type { BodyView } from "../../../api-reference/operation-view.ts";
import { SAMPLE_LANGUAGES } from "../../../api-reference/sample-languages.ts";
import type { HighlightedExample, HighlightedSample } from "../../../content/views/api-view.ts";
import { CodeBlock } from "../../../../../blocks/code/code-block.tsx";
import { BodyExamples } from "../body-examples.tsx";
import { ExampleCard } from "../example-card.tsx";

/**
 * The request card of an operation page, rendered at build time: the request samples in every
 * language behind one picker for the whole site, then, when the body has several examples, those
 * examples behind an "Example" dropdown. Which sample shows is decided by the stylesheet from the
 * `<html>` attribute the head script sets from localStorage before first paint (no flash of the
 * wrong language); the picker changes it (behaviour.ts).
 *
 * The samples send the first example (api-reference/code-samples.ts) and their captions say so;
 * the dropdown switches the body shown, not the samples, so the page carries one sample per
 * language rather than one per language and example. Without samples (a webhook, whose `title`
 * is "Payload") the card holds the body's examples alone. Without script every sample and example
 * shows, under its caption. Renders nothing when there is neither a sample nor an example.
 */
export function RequestCard({
  title,
  samples,
  body,
}: {
  title: string;
  samples: HighlightedSample[];
  body: BodyView<HighlightedExample> | null;
}) {
  const examples = body?.examples ?? [];
  if (!samples.length) {
    return body && examples.length ? (
      <ExampleCard title={title}>
        <BodyExamples body={body} caption={title} label="Example" name={`${title} example`} />
      </ExampleCard>
    ) : null;
  }
  const sent = examples.length > 1 ? `: ${exampleLabel(examples[0])}` : "";
  const picker = (
    <select
      className="code-samples__picker"
      aria-label="Sample language"
      data-sample-language-picker=""
      defaultValue={samples[0].id}
    >
      {SAMPLE_LANGUAGES.filter((language) => samples.some((sample) => sample.id === language.id)).map((language) => (
        <option key={language.id} value={language.id}>
          {language.label}
        </option>
      ))}
    </select>
  );
  return (
    <ExampleCard title={title} controls={picker}>
      {samples.map((sample) => (
        <div key={sample.id} className="code-samples__sample" data-sample-language={sample.id}>
          <CodeBlock html={sample.html} language={sample.language} title={`${sample.label}${sent}`} />
        </div>
      ))}
      {body && examples.length > 1 && (
        <BodyExamples body={body} caption="Request body" label="Body example" name="Request body example" />
      )}
    </ExampleCard>
  );
}
