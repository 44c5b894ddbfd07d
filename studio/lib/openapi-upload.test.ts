import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { operationChanges, readOpenApi } from "./openapi-upload.ts";

const seed = readFileSync(join(DEFAULT_PATHS.contentDir, "openapi/2.0.yaml"), "utf8");

describe("uploading an OpenAPI document in the Studio", () => {
  it("accepts the seed's document and sums it up", () => {
    const reading = readOpenApi(seed);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.summary.openapi).toMatch(/^3\.1\./);
    expect(reading.summary.operations).toBeGreaterThan(50);
    expect(reading.summary.webhooks).toBeGreaterThan(5);
    expect(reading.summary.bytes).toBe(Buffer.byteLength(seed));
    expect(reading.summary.slugs).toContain("payments/create");
  });

  it("refuses what the build cannot render, saying why", () => {
    expect(readOpenApi("openapi: [3.1")).toMatchObject({
      ok: false,
      problems: [expect.stringContaining("not valid YAML")],
    });
    expect(readOpenApi(seed.replace(/^openapi: .*$/m, "openapi: 3.0.3"))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining("must be OpenAPI 3.1")],
    });
    expect(readOpenApi(seed.replace(/\n +x-slug: payments\n/, "\n"))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining("has no x-slug")],
    });
    expect(readOpenApi("just text")).toMatchObject({ ok: false });
  });

  it("says what an upload changes", () => {
    const before = readOpenApi(seed);
    if (!before.ok) throw new Error("the seed must read");
    const after = { ...before.summary, slugs: [...before.summary.slugs.slice(1), "payments/new-thing"] };
    expect(operationChanges(before.summary, after)).toBe("1 added, 1 removed");
    expect(operationChanges(before.summary, before.summary)).toBe("the same operations and webhooks");
  });
});
