import { describe, expect, it } from "vitest";
import {
  buildCodeSampleSets,
  buildCodeSamples,
  pythonLiteral,
  requestParts,
  ACCESS_TOKEN_VARIABLE,
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
          { name: "Tidewire-On-Behalf-Of", in: "header", schema: { type: "string" }, example: "usr_1" },
          { name: "Tidewire-Trace", in: "header", required: true, schema: { type: "string" }, example: "trace-1" },
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
      { name: "Authorization", kind: "bearer-token" },
      { name: "Idempotency-Key", kind: "fresh-key" },
      { name: "Tidewire-Trace", kind: "literal", value: "trace-1" },
      { name: "Content-Type", kind: "literal", value: "application/json" },
    ]);
  });

  it("run as copied: the token from the environment, a new idempotency key, no optional header", () => {
    const samples = buildCodeSamples(view);
    const key = {
      curl: "IDEMPOTENCY_KEY=$(uuidgen)",
      javascript: "crypto.randomUUID()",
      python: "uuid.uuid4()",
      java: "UUID.randomUUID()",
      go: "rand.Read(key)",
      php: "random_bytes(16)",
      csharp: "Guid.NewGuid()",
    };
    for (const sample of samples) {
      expect(sample.code, sample.id).toContain(ACCESS_TOKEN_VARIABLE);
      expect(sample.code, sample.id).toContain(key[sample.id]);
      expect(sample.code, sample.id).toContain("trace-1");
      expect(sample.code, sample.id).not.toContain("key-1");
      expect(sample.code, sample.id).not.toContain("Tidewire-On-Behalf-Of");
    }
    expect(samples.find((s) => s.id === "curl")!.code).toContain(
      '--header "Authorization: Bearer $TIDEWIRE_ACCESS_TOKEN"',
    );
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
