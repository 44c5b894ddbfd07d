import type { BodyView } from "../../api-reference/operation-view.ts";
import type { HighlightedExample } from "../../content/api-reference.server.ts";
import { CodeBlock } from "../code-block.tsx";
import { Tabs } from "../tabs.tsx";

/** The examples of one body (request, or one response status), as tabs when there are several. */
export function ExamplePanel({ title, body }: { title: string; body: BodyView<HighlightedExample> }) {
  if (!body.examples.length) return null;
  const block = (example: HighlightedExample) => (
    <CodeBlock html={example.html} language="json" title={`${title}${example.summary ? `: ${example.summary}` : body.examples.length > 1 ? `: ${example.name}` : ""}`} />
  );
  if (body.examples.length === 1) return block(body.examples[0]);
  return <Tabs items={body.examples.map((example) => ({ key: example.name, label: example.summary ?? example.name, content: block(example) }))} />;
}
