import { describe, expect, it } from "vitest";
import { diffApiDocuments } from "./api-diff.ts";

const doc = (paths: Record<string, unknown>) => ({ openapi: "3.1.1", tags: [{ name: "Payments", "x-slug": "payments" }], paths });
const op = (slug: string, properties: Record<string, unknown>, required: string[] = [], parameters: unknown[] = []) => ({
  tags: ["Payments"],
  operationId: slug,
  "x-slug": slug,
  summary: slug,
  parameters,
  requestBody: { content: { "application/json": { schema: { type: "object", required, properties } } } },
  responses: { "201": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } } } },
});

describe("diffApiDocuments", () => {
  const older = doc({
    "/payments": { post: op("create", { reason: { type: "string" }, amount: { type: "number" } }, ["reason"]) },
    "/payments/{id}/cancel": { post: op("cancel", {}) },
  });
  const newer = doc({
    "/payments": { post: op("create", { purpose_of_transfer: { type: "string" }, amount: { type: "string" } }, ["purpose_of_transfer", "amount"], [{ name: "Idempotency-Key", in: "header", schema: { type: "string" } }]) },
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

  it("leaves unchanged operations out", () => {
    expect(diffApiDocuments(newer, newer)).toEqual([]);
  });
});
