import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildCache, placeResult, pruneBuildCache } from "./build-cache.server.ts";

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

  it("places a stored result as a file without copying it, and placing another there never writes the first entry", async () => {
    const site = mkdtempSync(join(tmpdir(), "build-cache-site-"));
    let calls = 0;
    const compress = (value: string) => async () => {
      calls++;
      return Buffer.from(value);
    };
    const twin = join(site, "page.html.gz");
    const first = await buildCache("gzip", "zlib 1").getFile("<p>one</p>", compress("one, compressed"));
    placeResult(first, twin);
    expect(readFileSync(twin, "utf8")).toBe("one, compressed");
    // A hard link to the entry: the site holds a second name for the cache's file.
    expect(statSync(twin).nlink).toBe(2);
    // The page changed: its new twin replaces the name, and the old entry keeps its bytes.
    const second = await buildCache("gzip", "zlib 1").getFile("<p>two</p>", compress("two, compressed"));
    placeResult(second, twin);
    expect(readFileSync(twin, "utf8")).toBe("two, compressed");
    // Written a day ago, then read again: marked used, with the modification time servers show kept.
    const dayAgo = new Date(Date.now() - 24 * 3_600_000);
    if ("file" in first) utimesSync(first.file, dayAgo, dayAgo);
    const again = await buildCache("gzip", "zlib 1").getFile("<p>one</p>", compress("not computed again"));
    expect(again.bytes).toBe("one, compressed".length);
    placeResult(again, join(site, "other.html.gz"));
    expect(readFileSync(join(site, "other.html.gz"), "utf8")).toBe("one, compressed");
    expect(calls).toBe(2);
    expect(statSync(join(site, "other.html.gz")).mtimeMs).toBe(dayAgo.getTime());
    expect(statSync(join(site, "other.html.gz")).atimeMs).toBeGreaterThan(dayAgo.getTime());
    rmSync(site, { recursive: true, force: true });
  });

  it("still places a result when the cache cannot be written", async () => {
    const site = mkdtempSync(join(tmpdir(), "build-cache-site-"));
    // A file where the step's directory would be: no entry can be stored, even by root.
    writeFileSync(join(dir, "gzip"), "");
    const result = await buildCache("gzip", "zlib 1").getFile("<p>one</p>", async () => Buffer.from("compressed"));
    placeResult(result, join(site, "page.html.gz"));
    expect(readFileSync(join(site, "page.html.gz"), "utf8")).toBe("compressed");
    expect(statSync(join(site, "page.html.gz")).nlink).toBe(1);
    rmSync(site, { recursive: true, force: true });
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
