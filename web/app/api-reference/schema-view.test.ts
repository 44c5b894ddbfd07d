import { describe, expect, it } from "vitest";
import { buildSchemaNode, collectAnchors, collectPropertyNames } from "./schema-view.ts";

const doc = {
  components: {
    schemas: {
      Base: {
        type: "object",
        required: ["id"],
        properties: { id: { type: "string", description: "The ID.", pattern: "^ben_" } },
      },
      Local: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          {
            type: "object",
            required: ["payment_channel"],
            properties: {
              payment_channel: { const: "local", description: "Channel." },
              account_number: { type: "string", maxLength: 34, description: "Account." },
            },
          },
        ],
      },
      Swift: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          {
            type: "object",
            properties: {
              payment_channel: { const: "swift", description: "Channel." },
              swift_code: { type: "string", description: "BIC." },
            },
          },
        ],
      },
      Beneficiary: {
        oneOf: [{ $ref: "#/components/schemas/Local" }, { $ref: "#/components/schemas/Swift" }],
        discriminator: {
          propertyName: "payment_channel",
          mapping: { local: "#/components/schemas/Local", swift: "#/components/schemas/Swift" },
        },
      },
      Node: {
        type: "object",
        description: "A tree node.",
        properties: {
          name: { type: "string", description: "Name." },
          children: { type: "array", description: "Children.", items: { $ref: "#/components/schemas/Node" } },
        },
      },
    },
  },
};
const ctx = { doc, markdown: (text: string) => `<p>${text}</p>` };

describe("buildSchemaNode", () => {
  it("merges allOf parts into one object with the union of properties and required fields", () => {
    const node = buildSchemaNode(ctx, { $ref: "#/components/schemas/Local" }, "body");
    expect(node.refName).toBe("Local");
    expect(node.children.map((c) => [c.name, c.required])).toEqual([
      ["id", true],
      ["payment_channel", true],
      ["account_number", false],
    ]);
    expect(node.children[0].constraints).toEqual(["pattern ^ben_"]);
    expect(node.children[2].constraints).toEqual(["<= 34 characters"]);
    expect(node.children[0].description).toBe("<p>The ID.</p>");
  });

  it("keeps oneOf as variants named by their discriminator values", () => {
    const node = buildSchemaNode(ctx, { $ref: "#/components/schemas/Beneficiary" }, "body");
    expect(node.variantKind).toBe("oneOf");
    expect(node.discriminator).toBe("payment_channel");
    expect(node.variants?.map((v) => [v.label, v.discriminatorValue])).toEqual([
      ["Local", "local"],
      ["Swift", "swift"],
    ]);
    expect(collectPropertyNames(node)).toEqual(expect.arrayContaining(["account_number", "swift_code"]));
  });

  it("spells constraints with a singular unit for exactly one", () => {
    const node = buildSchemaNode(
      ctx,
      {
        type: "object",
        properties: {
          reference: { type: "string", minLength: 1, maxLength: 35 },
          ids: { type: "array", minItems: 1, maxItems: 20, items: { type: "string", minLength: 1 } },
          pairs: { type: "object", minProperties: 1, maxProperties: 2 },
        },
      },
      "body",
    );
    expect(node.children.map((child) => child.constraints)).toEqual([
      [">= 1 character", "<= 35 characters"],
      [">= 1 item", "<= 20 items", "items >= 1 character"],
      [">= 1 property", "<= 2 properties"],
    ]);
  });

  it("shows a property's own keywords beside its $ref, such as a stricter pattern than the shared schema's", () => {
    const shared = {
      components: { schemas: { Amount: { type: "string", description: "An amount.", pattern: "^-?\\d+$" } } },
    };
    const node = buildSchemaNode(
      { doc: shared, markdown: (text: string) => text },
      {
        type: "object",
        properties: {
          amount: { $ref: "#/components/schemas/Amount", description: "The amount to send.", pattern: "^\\d+$" },
          balance: { $ref: "#/components/schemas/Amount" },
        },
      },
      "body",
    );
    expect(node.children.map((child) => [child.description, child.constraints])).toEqual([
      ["The amount to send.", ["pattern ^\\d+$"]],
      ["An amount.", ["pattern ^-?\\d+$"]],
    ]);
  });

  it("stops at recursive references instead of looping", () => {
    const node = buildSchemaNode(ctx, { $ref: "#/components/schemas/Node" }, "response-200");
    const children = node.children.find((c) => c.name === "children")!;
    expect(children.type).toBe("array of Node");
    expect(children.circular).toBe(true);
    expect(children.children).toEqual([]);
  });

  it("gives every property a unique, stable anchor under its base", () => {
    const anchors = collectAnchors(buildSchemaNode(ctx, { $ref: "#/components/schemas/Beneficiary" }, "request-body"));
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toContain("request-body-option-2-swift_code");
  });

  it("fails on a $ref that does not resolve", () => {
    expect(() => buildSchemaNode(ctx, { $ref: "#/components/schemas/Missing" }, "body")).toThrow(
      "Unresolvable $ref #/components/schemas/Missing",
    );
  });
});
