import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([1500, 900, 1100])).toBe(1100);
    expect(median([7, 1, 9, 3, 5])).toBe(5);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([100, 96, 98, 90])).toBe(97);
  });

  it("does not reorder the list it is given", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow(/no values/);
  });
});
