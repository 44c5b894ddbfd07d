import { describe, expect, it } from "vitest";
import { previousSlugsOnPublish } from "./old-slugs.ts";

const doc = (slug: string, previousSlugs?: string[]) => ({ slug: { current: slug }, previousSlugs });

describe("publishing a changed slug", () => {
  it("keeps the published slug as an old slug", () => {
    expect(previousSlugsOnPublish(doc("payouts"), doc("guides/payouts"))).toEqual(["payouts"]);
    expect(previousSlugsOnPublish(doc("b", ["a"]), doc("c", ["a"]))).toEqual(["a", "b"]);
  });

  it("frees an old slug the document is renamed back to", () => {
    expect(previousSlugsOnPublish(doc("b", ["a"]), doc("a", ["a"]))).toEqual(["b"]);
  });

  it("changes nothing on a first publish or when the slug stays", () => {
    expect(previousSlugsOnPublish(null, doc("a"))).toBeNull();
    expect(previousSlugsOnPublish(doc("a", ["x"]), doc("a", ["x"]))).toBeNull();
  });
});
