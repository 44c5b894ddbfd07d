import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildCache, pruneBuildCache } from "./build-cache.server.ts";

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

describe("pruneBuildCache", () => {
  const DAY = 24 * 3_600_000;
  const age = (file: string, days: number) => {
    const then = new Date(Date.now() - days * DAY);
    utimesSync(file, then, then);
  };
  /** Stores `value` for `input` in the gzip step, and returns the path of the entry it wrote. */
  const put = async (input: string, value: string) => {
    const before = new Set(existsSync(join(dir, "gzip")) ? readdirSync(join(dir, "gzip")) : []);
    await buildCache("gzip", "zlib 1").get(input, async () => value);
    return join(dir, "gzip", readdirSync(join(dir, "gzip")).find((name) => !before.has(name))!);
  };

  it("removes entries no build used for a week, keeps the rest, and keeps what a build just read", async () => {
    const stale = await put("stale", "s");
    const recent = await put("recent", "r");
    const readAgain = await put("read again", "a");
    age(stale, 8);
    age(recent, 6);
    age(readAgain, 30);
    expect(await buildCache("gzip", "zlib 1").get("read again", async () => "recomputed")).toBe("a");

    expect(pruneBuildCache()).toEqual({ entries: 1, bytes: 1 });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent) && existsSync(readAgain)).toBe(true);
  });

  it("prunes at most once a day", async () => {
    const entry = await put("x", "x");
    expect(pruneBuildCache()).toEqual({ entries: 0, bytes: 0 });
    age(entry, 8);
    expect(pruneBuildCache()).toBeNull();
    expect(existsSync(entry)).toBe(true);
    expect(pruneBuildCache({ now: Date.now() + DAY + 1 })).toEqual({ entries: 1, bytes: 1 });
    expect(existsSync(entry)).toBe(false);
  });

  it("removes a directory entry (a compiled app) unused for a week whole, counting the bytes of its files", () => {
    const app = join(dir, "app", "code-config");
    mkdirSync(join(app, "server"), { recursive: true });
    writeFileSync(join(app, "server", "index.js"), "12345");
    writeFileSync(join(app, "client.js"), "678");
    age(app, 8);
    expect(pruneBuildCache()).toEqual({ entries: 1, bytes: 8 });
    expect(existsSync(app)).toBe(false);
  });

  it("prunes nothing in a cache never written", () => {
    rmSync(dir, { recursive: true, force: true });
    expect(pruneBuildCache()).toEqual({ entries: 0, bytes: 0 });
  });
});
