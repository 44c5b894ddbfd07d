import { useId } from "react";
import { exampleLabel } from "../../api-reference/example-choices.ts";
import type { BodyView } from "../../api-reference/operation-view.ts";
import type { HighlightedExample } from "../../content/views/api-view.ts";
import { CodeBlock } from "../../../../blocks/code/code-block.tsx";
import { SwitchPanels, SwitchSelect } from "../switch-panels/switch-panels.tsx";

/**
 * The examples of one body (a request body, a webhook payload, or one response status), rendered
 * at build time. One example is one code block. Several sit behind a dropdown with the visible
 * label `label` ("Example") and the accessible name `name` ("Response example"), which contains
 * that label (WCAG 2.2, 2.5.3 Label in Name); the first example shows. Each block's caption names
 * the body and the example (`caption`: "Response 409: Quote expired"), so without script, when
 * every block shows, each stays under its label.
 */
export function BodyExamples({
  body,
  caption,
  label,
  name,
}: {
  body: BodyView<HighlightedExample>;
  caption: string;
  label: string;
  name: string;
}) {
  const id = useId();
  const several = body.examples.length > 1;
  const block = (example: HighlightedExample) => (
    <CodeBlock
      html={example.html}
      language="json"
      title={several || example.summary ? `${caption}: ${exampleLabel(example)}` : caption}
    />
  );
  if (!several) return body.examples.length ? block(body.examples[0]) : null;
  const choices = body.examples.map((example, index) => ({
    value: String(index),
    label: exampleLabel(example),
    content: block(example),
  }));
  return (
    <>
      <div className="example-card__row">
        <label htmlFor={`${id}-select`} className="example-card__label">
          {label}
        </label>
        <SwitchSelect id={`${id}-select`} name={name} panelsId={`${id}-panels`} choices={choices} initial="0" />
      </div>
      <SwitchPanels id={`${id}-panels`} choices={choices} initial="0" />
    </>
  );
}
