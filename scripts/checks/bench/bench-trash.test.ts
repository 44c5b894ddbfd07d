import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testDirectory } from "../../../tests/support/test-directory.ts";
import { benchTrash } from "./bench-trash.ts";

describe("a benchmark's trash", () => {
  it("takes what is cleared out of the way at once, keeps it until emptied, and leaves nothing after", () => {
    const base = testDirectory("bench-trash-");
    const caches = join(base, "caches");
    mkdirSync(join(caches, "highlight"), { recursive: true });
    writeFileSync(join(caches, "highlight/entry"), "cached");
    writeFileSync(join(base, "page.html"), "<h1>Page</h1>");
    const trash = benchTrash();
    trash.discard(caches);
    trash.discard(join(base, "page.html"));
    trash.discard(join(base, "never-there"));
    expect(readdirSync(base)).toEqual([]);
    // A second directory of the same name is discarded beside the first, not over it.
    mkdirSync(caches);
    trash.discard(caches);
    expect(existsSync(caches)).toBe(false);
    expect(readdirSync(trash.dir)).toHaveLength(3);
    expect(readFileSync(join(trash.dir, "0/highlight/entry"), "utf8")).toBe("cached");
    trash.empty();
    expect(existsSync(trash.dir)).toBe(false);
  });
});
