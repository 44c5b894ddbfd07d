import type { ApiOperationPageView } from "../../content/views/api-view.ts";
import { RequestCard } from "./request-card/request-card.tsx";
import { ResponseCard } from "./response-card.tsx";

/**
 * The side column of an operation page, rendered at build time: one request card (samples and
 * request body examples, or a webhook's payload examples) and one response card (every status
 * that has an example, behind a status dropdown).
 */
export function ApiOperationExamples({ page }: { page: ApiOperationPageView }) {
  const { view } = page;
  return (
    <>
      <RequestCard
        title={view.kind === "webhook" ? "Payload" : "Request"}
        samples={page.samples}
        body={view.requestBody}
      />
      <ResponseCard responses={view.responses} />
    </>
  );
}
