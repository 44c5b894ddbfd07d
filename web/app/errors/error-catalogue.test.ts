import { describe, expect, it } from "vitest";
import {
  errorTypeUri,
  firstExampleOf,
  operationsReturning,
  parseErrorTypeUri,
  problemExamples,
} from "./error-catalogue.ts";

const SITE = "https://developers.tidewire.example";
const problem = (type: string, status: number) => ({ type: `${SITE}/errors/${type}`, title: type, status });
const doc = {
  tags: [{ name: "Payments", "x-slug": "payments" }],
  paths: {
    "/payments": {
      post: {
        tags: ["Payments"],
        operationId: "createPayment",
        "x-slug": "create",
        summary: "Create a payment",
        responses: {
          "201": {
            description: "ok",
            content: { "application/json": { example: { id: "pay_1", type: "not a problem" } } },
          },
          "409": { $ref: "#/components/responses/Conflict" },
          "422": {
            description: "invalid",
            content: { "application/problem+json": { examples: { one: { value: problem("validation-error", 422) } } } },
          },
        },
      },
    },
    "/payments/{payment_id}/fund": {
      post: {
        tags: ["Payments"],
        operationId: "fundPayment",
        "x-slug": "fund",
        summary: "Fund a payment",
        responses: {
          "409": { $ref: "#/components/responses/Conflict" },
          "5XX": {
            description: "x",
            content: { "application/problem+json": { example: problem("server-error", 500) } },
          },
        },
      },
    },
  },
  webhooks: {
    paid: {
      post: {
        tags: ["Payments"],
        operationId: "paid",
        "x-slug": "webhook",
        responses: {
          "400": { description: "bad", content: { "application/json": { example: problem("conflict", 409) } } },
        },
      },
    },
  },
  components: {
    responses: {
      Conflict: {
        description: "conflict",
        content: { "application/problem+json": { examples: { state: { value: problem("conflict", 409) } } } },
      },
    },
  },
};

describe("the error catalogue", () => {
  it("puts each type at /errors/<type> on the site's host", () => {
    expect(errorTypeUri(`${SITE}/`, "quote-expired")).toBe(`${SITE}/errors/quote-expired`);
    expect(parseErrorTypeUri(`${SITE}/errors/quote-expired`, SITE)).toEqual({ type: "quote-expired", onSite: true });
    expect(parseErrorTypeUri("https://docs.tidewire.example/errors/quote-expired", SITE)).toEqual({
      type: "quote-expired",
      onSite: false,
    });
    expect(parseErrorTypeUri(`${SITE}/docs/intro`, SITE)).toBeNull();
    expect(parseErrorTypeUri("about:blank", SITE)).toBeNull();
  });

  it("reads the error examples of operations, through $refs, and not success responses or webhooks", () => {
    expect(
      problemExamples(doc).map(
        (example) =>
          `${example.method} ${example.path} ${example.status} ${example.name} ${String(example.value.type).split("/").pop()}`,
      ),
    ).toEqual([
      "POST /payments 409 state conflict",
      "POST /payments 422 one validation-error",
      "POST /payments/{payment_id}/fund 409 state conflict",
      "POST /payments/{payment_id}/fund 5XX example server-error",
    ]);
  });

  it("lists each operation that returns a type once, with its statuses, and finds its first example", () => {
    expect(operationsReturning(doc, "conflict")).toEqual([
      {
        method: "POST",
        path: "/payments",
        summary: "Create a payment",
        group: "payments",
        slug: "create",
        statuses: ["409"],
      },
      {
        method: "POST",
        path: "/payments/{payment_id}/fund",
        summary: "Fund a payment",
        group: "payments",
        slug: "fund",
        statuses: ["409"],
      },
    ]);
    expect(operationsReturning(doc, "quote-expired")).toEqual([]);
    expect(firstExampleOf(doc, "server-error")?.status).toBe("5XX");
    expect(firstExampleOf(doc, "quote-expired")).toBeNull();
  });
});
