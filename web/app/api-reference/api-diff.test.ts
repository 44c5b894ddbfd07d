import { describe, expect, it } from "vitest";
import { diffApiDocuments } from "./api-diff.ts";

const doc = (paths: Record<string, unknown>) => ({
  openapi: "3.1.1",
  tags: [{ name: "Payments", "x-slug": "payments" }],
  paths,
});
const op = (
  slug: string,
  properties: Record<string, unknown>,
  required: string[] = [],
  parameters: unknown[] = [],
) => ({
  tags: ["Payments"],
  operationId: slug,
  "x-slug": slug,
  summary: slug,
  parameters,
  requestBody: { content: { "application/json": { schema: { type: "object", required, properties } } } },
  responses: {
    "201": {
      description: "ok",
      content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } },
    },
  },
});

describe("diffApiDocuments", () => {
  const older = doc({
    "/payments": { post: op("create", { reason: { type: "string" }, amount: { type: "number" } }, ["reason"]) },
    "/payments/{id}/cancel": { post: op("cancel", {}) },
  });
  const newer = doc({
    "/payments": {
      post: op(
        "create",
        { purpose_of_transfer: { type: "string" }, amount: { type: "string" } },
        ["purpose_of_transfer", "amount"],
        [{ name: "Idempotency-Key", in: "header", schema: { type: "string" } }],
      ),
    },
    "/payments/{id}/fund": { post: op("fund", {}) },
  });
  const changes = diffApiDocuments(older, newer);

  it("lists operations added and removed between versions", () => {
    expect(changes.filter((c) => c.change !== "changed").map((c) => [c.change, c.slug])).toEqual([
      ["added", "fund"],
      ["removed", "cancel"],
    ]);
  });

  it("lists renamed, retyped, newly required properties and new parameters of a matched operation", () => {
    const create = changes.find((c) => c.slug === "create")!;
    expect(create.change).toBe("changed");
    expect(create.fields).toEqual(
      expect.arrayContaining([
        { change: "added", location: "header parameter", name: "Idempotency-Key", detail: null },
        { change: "added", location: "request body", name: "purpose_of_transfer", detail: null },
        { change: "removed", location: "request body", name: "reason", detail: null },
        { change: "changed", location: "request body", name: "amount", detail: "type number → string; now required" },
      ]),
    );
  });

  it("pairs the renames the newer document declares in x-field-renames, and nothing else", () => {
    const before = doc({
      "/q": {
        post: op("q", {
          api_key: { type: "string" },
          sell_currency: { type: "string" },
          buy_currency: { type: "string" },
          memo: { type: "string" },
        }),
      },
    });
    const after = {
      ...doc({
        "/q": {
          post: op("q", {
            client_id: { type: "string" },
            destination_currency: { type: "string" },
            source_currency: { type: "string" },
            memo_text: { type: "string" },
          }),
        },
      }),
      "x-field-renames": {
        api_key: "client_id",
        sell_currency: "source_currency",
        buy_currency: "destination_currency",
      },
    };
    expect(
      diffApiDocuments(before, after)[0].fields.map((field) => `${field.change} ${field.name}: ${field.detail}`),
    ).toEqual([
      "renamed client_id: was api_key",
      "renamed destination_currency: was buy_currency",
      "renamed source_currency: was sell_currency",
      "added memo_text: null",
      "removed memo: null",
    ]);
    expect(() => diffApiDocuments(before, { ...after, "x-field-renames": ["api_key"] })).toThrow(
      "x-field-renames must map each older field name to its newer name",
    );
  });

  it("reads a const as one allowed value, so variants of a const each are the same list as an enum", () => {
    const variant = (value: string) => ({
      type: "object",
      properties: { entity_type: { type: "string", const: value } },
    });
    const before = doc({ "/b": { post: op("b", {}) } });
    (before.paths["/b"] as any).post.requestBody.content["application/json"].schema = {
      oneOf: [variant("individual"), variant("company")],
    };
    const after = doc({
      "/b": { post: op("b", { entity_type: { type: "string", enum: ["individual", "company"] } }) },
    });
    expect(diffApiDocuments(before, after)).toEqual([]);
  });

  it("compares the properties of a renamed object under their new path", () => {
    const before = doc({
      "/p": {
        post: op("p", {
          payee_details: { type: "object", properties: { name: { type: "string" }, iban: { type: "string" } } },
        }),
      },
    });
    const after = {
      ...doc({
        "/p": {
          post: op("p", {
            beneficiary_details: {
              type: "object",
              required: ["name"],
              properties: { name: { type: "string" }, iban: { type: "string" } },
            },
          }),
        },
      }),
      "x-field-renames": { payee_details: "beneficiary_details" },
    };
    expect(diffApiDocuments(before, after)[0].fields).toEqual([
      {
        change: "renamed",
        location: "request body",
        name: "beneficiary_details",
        detail: "was payee_details",
        previousName: "payee_details",
      },
      { change: "changed", location: "request body", name: "beneficiary_details.name", detail: "now required" },
    ]);
  });

  it("lists the allowed values added and removed", () => {
    const before = doc({
      "/p": { post: op("p", { status: { type: "string", enum: ["pending", "sent", "bank_rejected"] } }) },
    });
    const after = doc({
      "/p": { post: op("p", { status: { type: "string", enum: ["awaiting_funds", "pending", "sent", "cancelled"] } }) },
    });
    expect(diffApiDocuments(before, after)[0].fields).toEqual([
      {
        change: "changed",
        location: "request body",
        name: "status",
        detail: "allowed values added: awaiting_funds, cancelled; allowed values removed: bank_rejected",
      },
    ]);
  });

  it("follows an operation that moved to another group and path by its operationId", () => {
    const twoGroups = (paths: Record<string, unknown>) => ({
      ...doc(paths),
      tags: [
        { name: "Payments", "x-slug": "payments" },
        { name: "Utilities", "x-slug": "utils" },
      ],
    });
    const listing = (tag: string) => ({ ...op("business-types", {}), tags: [tag], operationId: "listBusinessTypes" });
    const changes = diffApiDocuments(
      twoGroups({ "/payments/business-types": { get: listing("Payments") } }),
      twoGroups({ "/utils/business-types": { get: listing("Utilities") } }),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      change: "changed",
      group: "utils",
      was: { group: "payments", slug: "business-types" },
    });
    expect(changes[0].fields.map((field) => field.location)).toEqual(["reference", "endpoint"]);
  });

  it("reads a property of several oneOf variants as one field, so variant order makes no change", () => {
    const variants = (order: number[]) => ({
      oneOf: order.map((n) => ({
        type: "object",
        properties: {
          channel: { type: "string", enum: [`c${n}`] },
          details: n === 1 ? { type: "string" } : { type: "object", properties: {} },
        },
      })),
    });
    const withBody = (schema: unknown) =>
      doc({ "/b": { post: { ...op("b", {}), requestBody: { content: { "application/json": { schema } } } } } });
    expect(diffApiDocuments(withBody(variants([1, 2])), withBody(variants([2, 1])))).toEqual([]);
  });

  it("leaves unchanged operations out", () => {
    expect(diffApiDocuments(newer, newer)).toEqual([]);
  });
});
