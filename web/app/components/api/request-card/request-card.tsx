import { exampleLabel } from "../../../api-reference/example-choices.ts";
import type { BodyView } from "../../../api-reference/operation-view.ts";
import { SAMPLE_LANGUAGES } from "../../../api-reference/sample-languages.ts";
import type { HighlightedExample, HighlightedSample } from "../../../content/views/api-view.ts";
import { CodeBlock } from "../../../../../blocks/code/code-block.tsx";
import { useId } from "react";
import { BodyExamples } from "../body-examples.tsx";
import { SwitchPanels, SwitchSelect } from "../../switch-panels/switch-panels.tsx";
import { ExampleCard } from "../example-card.tsx";

/**
 * The request card of an operation page, rendered at build time: the request samples in every
 * language behind one picker for the whole site. Which language shows is decided by the
 * stylesheet from the `<html>` attribute the head script sets from localStorage before first paint
 * (no flash of the wrong language); the picker changes it (behaviour.ts).
 *
 * When the request body has several examples, a "Body example" dropdown (SwitchSelect) chooses
 * the request: each example has its own set of samples (code-samples.ts buildCodeSampleSets), so
 * the example chosen is the one every language sends, and the body is shown once, inside the
 * sample. Each sample's caption names the language and the example, so without script, when
 * every sample shows, each stays under its label. Without samples (a webhook, whose `title` is
 * "Payload") the card holds the body's examples alone. Renders nothing when there is neither a
 * sample nor an example.
 */
export function RequestCard({
  title,
  samples,
  body,
}: {
  title: string;
  /** One set of samples per request body example (one set for at most one example). */
  samples: HighlightedSample[][];
  body: BodyView<HighlightedExample> | null;
}) {
  const id = useId();
  const examples = body?.examples ?? [];
  const first = samples[0] ?? [];
  if (!first.length) {
    return body && examples.length ? (
      <ExampleCard title={title}>
        <BodyExamples body={body} caption={title} label="Example" name={`${title} example`} />
      </ExampleCard>
    ) : null;
  }
  const picker = (
    <select
      className="code-samples__picker"
      aria-label="Sample language"
      data-sample-language-picker=""
      defaultValue={first[0].id}
    >
      {SAMPLE_LANGUAGES.filter((language) => first.some((sample) => sample.id === language.id)).map((language) => (
        <option key={language.id} value={language.id}>
          {language.label}
        </option>
      ))}
    </select>
  );
  const sampleSet = (set: HighlightedSample[], caption: string) =>
    set.map((sample) => (
      <div key={sample.id} className="code-samples__sample" data-sample-language={sample.id}>
        <CodeBlock html={sample.html} language={sample.language} title={`${sample.label}${caption}`} />
      </div>
    ));
  if (samples.length < 2 || examples.length < 2)
    return (
      <ExampleCard title={title} controls={picker}>
        {sampleSet(first, "")}
      </ExampleCard>
    );
  const choices = examples.map((example, index) => ({
    value: String(index),
    label: exampleLabel(example),
    content: sampleSet(samples[index] ?? first, `: ${exampleLabel(example)}`),
  }));
  return (
    <ExampleCard title={title} controls={picker}>
      <div className="example-card__row">
        <label htmlFor={`${id}-select`} className="example-card__label">
          Body example
        </label>
        <SwitchSelect
          id={`${id}-select`}
          name="Request body example"
          panelsId={`${id}-panels`}
          choices={choices}
          initial="0"
        />
      </div>
      <SwitchPanels id={`${id}-panels`} choices={choices} initial="0" />
    </ExampleCard>
  );
}
