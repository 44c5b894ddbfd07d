import type { BodyView } from "../../api-reference/operation-view.ts";
import { CodeBlock } from "../code-block.tsx";
import { Tabs } from "../tabs.tsx";

/** The examples of one body (request, or one response status), as tabs when there are several. */
export function ExamplePanel({ title, body, htmlKey, exampleHtml }: { title: string; body: BodyView; htmlKey: string; exampleHtml: Record<string, string> }) {
  if (!body.examples.length) return null;
  const block = (index: number) => {
    const example = body.examples[index];
    return <CodeBlock code={example.text} html={exampleHtml[`${htmlKey}-${index}`]} language="json" title={`${title}${example.summary ? `: ${example.summary}` : body.examples.length > 1 ? `: ${example.name}` : ""}`} />;
  };
  if (body.examples.length === 1) return block(0);
  return <Tabs items={body.examples.map((example, index) => ({ key: example.name, label: example.summary ?? example.name, content: block(index) }))} />;
}
