import { describe, expect, it } from "vitest";
import { tableColumnWidths } from "./table-columns.ts";

describe("tableColumnWidths", () => {
  it("gives each column a share of the width by its longest cell", () => {
    expect(
      tableColumnWidths([
        ["Field", "Description"],
        ["amount", "The amount to send, in the currency's minor units"],
      ]),
    ).toEqual([10.9, 89.1]);
  });

  it("keeps short columns readable and long cells from taking everything", () => {
    const widths = tableColumnWidths([["a", "b", "x".repeat(500)]]);
    expect(widths).toEqual([8.3, 8.3, 83.3]);
  });

  it("counts columns from the widest row and returns nothing for an empty table", () => {
    expect(tableColumnWidths([["a"], ["a", "b"]])).toHaveLength(2);
    expect(tableColumnWidths([])).toEqual([]);
  });
});
