import { describe, expect, it } from "vitest";
import { exampleLabel, exampleResponses, statusLabel } from "./example-choices.ts";
import type { ExampleLabel, ResponseView } from "./operation-view.ts";

const response = (status: string, examples: string[] | null): ResponseView<ExampleLabel> => ({
  status,
  anchor: `response-${status}`,
  problems: [],
  description: null,
  headers: [],
  body: examples && {
    contentType: "application/json",
    description: null,
    required: false,
    schema: {} as never,
    examples: examples.map((name) => ({ name, summary: null })),
  },
});

describe("statusLabel", () => {
  it("names a code by its reason phrase", () => {
    expect(["200", "201", "400", "401", "409", "422", "429"].map(statusLabel)).toEqual([
      "200 OK",
      "201 Created",
      "400 Bad Request",
      "401 Unauthorized",
      "409 Conflict",
      "422 Unprocessable Content",
      "429 Too Many Requests",
    ]);
  });

  it("names a range by its class and the default response as the other statuses", () => {
    expect(statusLabel("5XX")).toBe("5XX Server Error");
    expect(statusLabel("4xx")).toBe("4XX Client Error");
    expect(statusLabel("default")).toBe("Other statuses");
  });

  it("leaves a code without a known phrase bare", () => {
    expect(statusLabel("418")).toBe("418");
  });
});

describe("exampleLabel", () => {
  it("prefers the summary and falls back to the example's key", () => {
    expect(exampleLabel({ name: "fixed_destination", summary: "Spend USD so that the beneficiary receives INR" })).toBe(
      "Spend USD so that the beneficiary receives INR",
    );
    expect(exampleLabel({ name: "sellAmount", summary: null })).toBe("sellAmount");
  });
});

describe("exampleResponses", () => {
  it("offers the responses with examples in document order, starting on the first success", () => {
    const offered = exampleResponses([
      response("400", ["invalid"]),
      response("201", ["created", "pending"]),
      response("204", null),
      response("409", []),
    ]);
    expect(offered?.responses.map((r) => r.status)).toEqual(["400", "201"]);
    expect(offered?.initial).toBe("201");
  });

  it("starts on the first response offered when no success has an example", () => {
    expect(
      exampleResponses([response("200", null), response("401", ["unauthorized"]), response("429", ["slow down"])])
        ?.initial,
    ).toBe("401");
  });

  it("offers nothing when no response has an example", () => {
    expect(exampleResponses([response("204", null), response("400", [])])).toBeNull();
  });
});
