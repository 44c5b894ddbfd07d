import { describe, expect, it } from "vitest";
import { isCurrentVersion, type VersionStatus, versionFacts, versionStatus } from "./versions.ts";

const v = (name: string, status: VersionStatus, pathSegment = name) => ({ name, status, pathSegment });

describe("versionFacts", () => {
  it("finds the current version and the unmaintained ones, keeping the dataset's order", () => {
    const facts = versionFacts([v("3.0", "current"), v("2.0", "unmaintained"), v("1.37", "unmaintained")]);
    expect(facts.current.name).toBe("3.0");
    expect(facts.unmaintained.map((version) => version.name)).toEqual(["2.0", "1.37"]);
    expect(facts.all).toHaveLength(3);
    expect(isCurrentVersion(facts.current)).toBe(true);
  });

  it("refuses a dataset without exactly one current version", () => {
    expect(() => versionFacts([v("2.0", "unmaintained")])).toThrow(
      /field "status" must be "current" on exactly one docVersion/,
    );
    expect(() => versionFacts([v("2.0", "current"), v("3.0", "current")])).toThrow(/not 2/);
  });

  it("refuses two versions at the same path", () => {
    expect(() =>
      versionFacts([v("2.0", "current"), v("1.37", "unmaintained", "legacy"), v("1.36", "unmaintained", "legacy")]),
    ).toThrow(/field "pathSegment" "legacy" is used by two docVersion documents/);
  });
});

describe("versionStatus", () => {
  it("serves only a version whose status is current at /docs; a draft without a status or with an unknown one is unmaintained", () => {
    expect(versionStatus({ status: "current" })).toBe("current");
    expect(versionStatus({ status: "unmaintained" })).toBe("unmaintained");
    expect(versionStatus({})).toBe("unmaintained");
    expect(versionStatus({ status: "Current" })).toBe("unmaintained");
  });
});
