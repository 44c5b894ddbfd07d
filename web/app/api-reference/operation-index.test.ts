import { describe, expect, it } from "vitest";
import { operationIndex } from "./operation-index.ts";

const doc = () => ({
  openapi: "3.1.1",
  tags: [
    { name: "Payments", "x-slug": "payments", description: "Send money." },
    { name: "Empty", "x-slug": "empty" },
    { name: "Stablecoin", "x-slug": "stablecoin", "x-sidebar": "stablecoin" },
  ],
  paths: {
    "/payments": {
      post: { tags: ["Payments"], operationId: "createPayment", "x-slug": "create", summary: "Create a payment" },
      get: { tags: ["Payments"], operationId: "listPayments" },
    },
    "/offramps": { get: { tags: ["Stablecoin"], operationId: "listOfframps", "x-slug": "listing", deprecated: true } },
  },
  webhooks: {
    "payment.updated": {
      post: { tags: ["Payments"], operationId: "paymentUpdated", "x-slug": "webhook", summary: "Payment updated" },
    },
  },
});

describe("operationIndex", () => {
  it("groups operations (methods in the order of HTTP_METHODS) and webhooks by their first tag, in tag order, without empty groups", () => {
    const index = operationIndex(doc());
    expect(index.groups.map((group) => [group.slug, group.sidebar, group.operations.map((op) => op.slug)])).toEqual([
      ["payments", "api", ["listPayments", "create", "webhook"]],
      ["stablecoin", "stablecoin", ["listing"]],
    ]);
    expect(index.find("payments", "webhook")).toMatchObject({
      kind: "webhook",
      method: "EVENT",
      path: "payment.updated",
      summary: "Payment updated",
    });
    expect(index.byOperationId("listOfframps")).toMatchObject({
      group: { slug: "stablecoin" },
      deprecated: true,
      method: "GET",
      summary: "listOfframps",
    });
    expect(index.find("payments", "listing")).toBeUndefined();
  });

  it("is built once per document", () => {
    const document = doc();
    expect(operationIndex(document)).toBe(operationIndex(document));
  });

  it("refuses undeclared tags and tags without x-slug", () => {
    const undeclared = doc();
    undeclared.paths["/payments"].post.tags = ["Refunds"];
    expect(() => operationIndex(undeclared)).toThrow(/POST \/payments: tag "Refunds" is not declared/);
    const unslugged = doc();
    delete (unslugged.tags[1] as Record<string, unknown>)["x-slug"];
    expect(() => operationIndex(unslugged)).toThrow(/tag "Empty" has no x-slug/);
  });
});

describe("a webhook's event type", () => {
  it("is the type its payload carries (a const or single enum through $ref and allOf), else its name", () => {
    const withPayload = (schema: unknown) => ({
      ...doc(),
      components: {
        schemas: {
          Base: { type: "object", properties: { id: { type: "string" } } },
          Event: {
            allOf: [
              { $ref: "#/components/schemas/Base" },
              { properties: { type: { const: "payment.status_changed" } } },
            ],
          },
        },
      },
      webhooks: {
        paymentStatusChanged: {
          post: {
            tags: ["Payments"],
            operationId: "paymentStatusChanged",
            requestBody: { content: { "application/json": { schema } } },
          },
        },
      },
    });
    const eventOf = (schema: unknown) =>
      operationIndex(withPayload(schema)).operations.find((op) => op.kind === "webhook")?.path;
    expect(eventOf({ $ref: "#/components/schemas/Event" })).toBe("payment.status_changed");
    expect(eventOf({ properties: { type: { type: "string", enum: ["payment.created"] } } })).toBe("payment.created");
    expect(eventOf({ properties: { type: { type: "string" } } })).toBe("paymentStatusChanged");
  });
});
