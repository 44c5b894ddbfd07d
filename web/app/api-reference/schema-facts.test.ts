import { describe, expect, it } from "vitest";
import { schemaFacts, schemaFlags } from "./schema-facts.ts";

const node = {
  enumValues: null,
  constValue: undefined,
  defaultValue: undefined,
  example: undefined,
  constraints: [] as string[],
};

describe("schemaFacts", () => {
  it("lists allowed values, default and constraints, and an example only without a list of values", () => {
    expect(schemaFacts({ ...node, enumValues: ["local", "swift"], defaultValue: "local", example: "swift" })).toEqual([
      { label: "One of", values: ["local", "swift"] },
      { label: "Default", values: ["local"] },
    ]);
    expect(schemaFacts({ ...node, constraints: [">= 1", "<= 100"], example: 25 })).toEqual([
      { label: "Constraints", values: [">= 1", "<= 100"] },
      { label: "Example", values: ["25"] },
    ]);
    expect(schemaFacts({ ...node, enumValues: [true] })).toEqual([{ label: "Value", values: ["true"] }]);
    expect(schemaFacts(node)).toEqual([]);
  });

  it("names every marker a property carries", () => {
    expect(
      schemaFlags({
        required: true,
        nullable: true,
        readOnly: false,
        writeOnly: false,
        deprecated: true,
        circular: false,
      }),
    ).toEqual(["required", "nullable", "deprecated"]);
  });
});
