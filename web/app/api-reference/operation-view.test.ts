import { describe, expect, it } from "vitest";
import { operationToc, type OperationView } from "./operation-view.ts";

type TocInput = Pick<OperationView, "kind" | "parameters" | "requestBody">;
const none = { path: [], query: [], header: [], cookie: [] };
const body = {} as NonNullable<OperationView["requestBody"]>;
const parameter = {} as OperationView["parameters"]["path"][number];

describe("operationToc", () => {
  it("lists the sections in page order: parameters by location, request body, responses", () => {
    const view: TocInput = {
      kind: "operation",
      parameters: { ...none, path: [parameter], header: [parameter] },
      requestBody: body,
    };
    expect(operationToc(view).map((entry) => `${entry.level} ${entry.id} ${entry.text}`)).toEqual([
      "2 parameters-path Path parameters",
      "2 parameters-header Header parameters",
      "2 request-body-title Request body",
      "2 responses-title Responses",
    ]);
  });

  it("names a webhook's body its payload and ends with the signature check", () => {
    const view: TocInput = { kind: "webhook", parameters: none, requestBody: body };
    expect(operationToc(view).map((entry) => entry.text)).toEqual(["Payload", "Responses", "Verify the signature"]);
  });

  it("is empty for a page with fewer than three sections, all of them in view", () => {
    expect(operationToc({ kind: "operation", parameters: { ...none, query: [parameter] }, requestBody: null })).toEqual(
      [],
    );
  });
});
