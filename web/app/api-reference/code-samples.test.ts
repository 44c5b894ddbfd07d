import { describe, expect, it } from "vitest";
import {
  buildCodeSampleSets,
  buildCodeSamples,
  pythonLiteral,
  requestParts,
  SANDBOX_TOKEN_PLACEHOLDER,
} from "./code-samples.ts";
import { buildOperationView } from "./operation-view.ts";

const doc = {
  servers: [{ url: "https://api.sandbox.tidewire.example/v2" }, { url: "https://api.tidewire.example/v2" }],
  security: [{ bearerAuth: [] }],
  components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
  tags: [{ name: "Payments", "x-slug": "payments" }],
  paths: {
    "/payments/{payment_id}/fund": {
      post: {
        tags: ["Payments"],
        operationId: "fundPayment",
        "x-slug": "fund",
        summary: "Fund a payment",
        parameters: [
          { name: "payment_id", in: "path", required: true, schema: { type: "string" }, example: "pay_123" },
          { name: "Idempotency-Key", in: "header", schema: { type: "string" }, example: "key-1" },
          { name: "expand", in: "query", required: true, schema: { type: "string" }, example: "quote" },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object" },
              examples: { a: { value: { balance_id: "bal_1", confirm: true, note: null } } },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("code samples", () => {
  const view = buildOperationView({ doc, markdown: (text) => text }, "payments", "fund")!;

  it("fill path and required query parameters from examples and call the sandbox server", () => {
    const parts = requestParts(view);
    expect(parts.url).toBe("https://api.sandbox.tidewire.example/v2/payments/pay_123/fund?expand=quote");
    expect(parts.headers).toEqual([
      ["Authorization", `Bearer ${SANDBOX_TOKEN_PLACEHOLDER}`],
      ["Idempotency-Key", "key-1"],
      ["Content-Type", "application/json"],
    ]);
  });

  it("come in seven languages that all send the example body", () => {
    const samples = buildCodeSamples(view);
    expect(samples.map((s) => s.id)).toEqual(["curl", "javascript", "python", "java", "go", "php", "csharp"]);
    for (const sample of samples) expect(sample.code).toContain("bal_1");
    expect(samples.find((s) => s.id === "python")!.code).toContain('"confirm": True,');
  });

  it("come as one set per body example, each set sending its own example in every language", () => {
    const twoExamples = structuredClone(doc);
    twoExamples.paths["/payments/{payment_id}/fund"].post.requestBody.content["application/json"].examples = {
      a: { value: { balance_id: "bal_1", confirm: true, note: null } },
      b: { value: { balance_id: "bal_2", confirm: false, note: null } },
    } as never;
    const sets = buildCodeSampleSets(
      buildOperationView({ doc: twoExamples, markdown: (text) => text }, "payments", "fund")!,
    );
    expect(sets).toHaveLength(2);
    for (const [index, set] of sets.entries()) {
      expect(set).toHaveLength(7);
      for (const sample of set) expect(sample.code).toContain(`bal_${index + 1}`);
    }
    expect(buildCodeSampleSets(view)).toHaveLength(1);
  });

  it("turn JSON into Python literals", () => {
    expect(pythonLiteral({ a: [1, false], b: null })).toBe(
      '{\n    "a": [\n        1,\n        False,\n    ],\n    "b": None,\n}',
    );
  });
});
