import { useId } from "react";
import { exampleResponses, statusLabel } from "../../api-reference/example-choices.ts";
import type { ResponseView } from "../../api-reference/operation-view.ts";
import type { HighlightedExample } from "../../content/views/api-view.ts";
import { SwitchPanels, SwitchSelect } from "../switch-panels/switch-panels.tsx";
import { BodyExamples } from "./body-examples.tsx";
import { ExampleCard } from "./example-card.tsx";

/**
 * The response card of an operation page, rendered at build time: a "Response status" dropdown
 * listing every documented status that has an example ("201 Created", "409 Conflict"), starting on
 * the first success (api-reference/example-choices.ts), and under it the chosen status's examples,
 * behind an "Example" dropdown when it has several; exactly one example shows. A single status is
 * named in the header instead of a dropdown. Without script every example of every status shows,
 * each under its caption ("Response 409: Quote expired"). Renders nothing when no response has an
 * example.
 */
export function ResponseCard({ responses }: { responses: ResponseView<HighlightedExample>[] }) {
  const id = useId();
  const offered = exampleResponses(responses);
  if (!offered) return null;
  const choices = offered.responses.map((response) => ({
    value: response.status,
    label: statusLabel(response.status),
    content: (
      <BodyExamples
        body={response.body!}
        caption={`Response ${response.status}`}
        label="Example"
        name="Response example"
      />
    ),
  }));
  if (choices.length === 1) {
    return (
      <ExampleCard title="Response" controls={<span className="example-card__status">{choices[0].label}</span>}>
        {choices[0].content}
      </ExampleCard>
    );
  }
  return (
    <ExampleCard
      title="Response"
      controls={
        <SwitchSelect name="Response status" panelsId={`${id}-statuses`} choices={choices} initial={offered.initial} />
      }
    >
      <SwitchPanels id={`${id}-statuses`} choices={choices} initial={offered.initial} />
    </ExampleCard>
  );
}
