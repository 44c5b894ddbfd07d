import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildCache } from "./build-cache.server.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "build-cache-"));
  process.env.TIDEWIRE_BUILD_CACHE = dir;
});
afterEach(() => {
  delete process.env.TIDEWIRE_BUILD_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

describe("buildCache", () => {
  it("computes each input once, across cache instances (later builds), and keeps inputs apart", async () => {
    let calls = 0;
    const compute = (value: string) => async () => {
      calls++;
      return `<${value}>`;
    };
    const first = buildCache("highlight", "shiki 4, themes a/b");
    expect(await first.get("x = 1", compute("one"))).toBe("<one>");
    expect(await first.get("x = 1", compute("ignored"))).toBe("<one>");
    expect(await first.get("x = 2", compute("two"))).toBe("<two>");
    expect(await buildCache("highlight", "shiki 4, themes a/b").get("x = 1", compute("ignored"))).toBe("<one>");
    expect(calls).toBe(2);
    expect(readdirSync(join(dir, "highlight"))).toHaveLength(2);
  });

  it("does not reuse results made under another fingerprint", async () => {
    await buildCache("highlight", "shiki 4").get("x = 1", async () => "old");
    expect(await buildCache("highlight", "shiki 5").get("x = 1", async () => "new")).toBe("new");
  });
});
