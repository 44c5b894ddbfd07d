import type { ApiOperationPageView } from "../../content/api-reference.server.ts";
import { CodeSamplesPanel } from "./code-samples-panel.tsx";
import { ExamplePanel } from "./example-panel.tsx";

/**
 * The side column of an operation page, rendered at build time: request samples in every
 * language, then the request and response examples (the first success response first).
 */
export function ApiOperationExamples({ page }: { page: ApiOperationPageView }) {
  const { view } = page;
  const isWebhook = view.kind === "webhook";
  const firstSuccess = view.responses.find((response) => response.status.startsWith("2") && response.body?.examples.length);
  return (
    <>
      <CodeSamplesPanel samples={page.samples} />
      {view.requestBody && (isWebhook || !page.samples.length) && <ExamplePanel title={isWebhook ? "Payload" : "Request"} body={view.requestBody} />}
      {!isWebhook && view.requestBody && view.requestBody.examples.length > 1 && <ExamplePanel title="Request body" body={view.requestBody} />}
      {firstSuccess?.body && <ExamplePanel title={`Response ${firstSuccess.status}`} body={firstSuccess.body} />}
      {view.responses
        .filter((response) => response !== firstSuccess && response.body?.examples.length)
        .map((response) => (
          <ExamplePanel key={response.status} title={`Response ${response.status}`} body={response.body!} />
        ))}
    </>
  );
}
