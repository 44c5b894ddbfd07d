import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./prefetch-policy.ts";

describe("prefetchAllowed", () => {
  it("prefetches on a normal connection and where the Network Information API is missing", () => {
    expect(prefetchAllowed({ connection: { saveData: false, effectiveType: "4g" }, onLine: true })).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: "3g" } })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });

  it("never prefetches with data saving on, or on 2g and slow-2g", () => {
    expect(prefetchAllowed({ connection: { saveData: true, effectiveType: "4g" } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: "2g" } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("never prefetches while the browser knows it is offline", () => {
    expect(prefetchAllowed({ connection: { effectiveType: "4g" }, onLine: false })).toBe(false);
  });
});
